import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { SatDocument, SatDocumentViewer } from './document-viewer.js';
import './document-viewer.js';

type Args = Pick<SatDocumentViewer, 'documents' | 'owner' | 'current' | 'zoom' | 'strings'>;

/** A document as a picture that needs no server. */
const card = (label: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="380" viewBox="0 0 600 380"><rect width="600" height="380" rx="24" fill="${colour}"/><text x="40" y="90" font-family="sans-serif" font-size="44" fill="white">${label}</text><text x="40" y="330" font-family="monospace" font-size="28" fill="white">MH12 2019 0004567</text></svg>`,
  )}`;

const driverDocuments: SatDocument[] = [
  { id: 'profilePicture', label: 'Profile photo', src: card('Ravi Yadav', '#0369a1') },
  { id: 'drivingLicencePhoto', label: 'Driving licence', src: card('Driving licence', '#7c2d12') },
  { id: 'aadhaarPhoto', label: 'Aadhaar card', src: card('Aadhaar card', '#9a3412') },
  { id: 'vehicleRcPhoto', label: 'Vehicle registration (RC)', src: null },
];

const meta: Meta<Args> = {
  title: 'Elements/Document viewer',
  component: 'sat-document-viewer',
  args: {
    documents: driverDocuments,
    owner: 'Ravi Yadav',
    current: '',
    zoom: 1,
    strings: {},
  },
  render: (args) => html`
    <sat-document-viewer
      .documents=${args.documents}
      owner=${args.owner}
      current=${args.current}
      .zoom=${args.zoom}
      .strings=${args.strings}
    ></sat-document-viewer>
  `,
};

export default meta;

type Story = StoryObj<Args>;

export const AllDocuments: Story = {};

export const OneEnlarged: Story = { args: { current: 'drivingLicencePhoto' } };

export const Zoomed: Story = { args: { current: 'drivingLicencePhoto', zoom: 2 } };

export const NothingUploaded: Story = {
  args: { documents: driverDocuments.map((document) => ({ ...document, src: null })) },
};

export const PictureNotLoaded: Story = {
  args: {
    documents: [
      { id: 'panPhoto', label: 'PAN photo', src: '/expired-link.png' },
      ...driverDocuments.slice(1, 2),
    ],
  },
};

/** A narrow panel and a long owner name: the thumbnails wrap. */
export const NarrowWidth: Story = {
  args: { owner: 'Ravi Shankar Venkataraman Subramanian Yadav of Koramangala, Bengaluru' },
  decorators: [(story) => html`<div style="max-width: 20rem">${story()}</div>`],
};
