import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../testing/light-theme.js';
import { findAccessible } from '../../testing/accessibility-tree.js';
import { focusedIn } from '../../testing/focus.js';
import type { SatDocument, SatDocumentViewer } from './document-viewer.js';
import './document-viewer.js';

/** A small picture that loads without a server. */
const picture = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="380"><text x="10" y="40">${text}</text></svg>`,
  )}`;

const documents: SatDocument[] = [
  { id: 'licence', label: 'Driving licence', src: picture('DL') },
  { id: 'aadhaar', label: 'Aadhaar card', src: null },
  { id: 'rc', label: 'Vehicle RC', src: picture('RC') },
];

const part = (viewer: SatDocumentViewer, name: string) =>
  viewer.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (viewer: SatDocumentViewer, name: string) => [
  ...viewer.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`),
];
const control = (viewer: SatDocumentViewer, label: string) =>
  viewer.shadowRoot!.querySelector<HTMLElement & { disabled: boolean }>(
    `sl-icon-button[label="${label}"]`,
  )!;
const thumbnail = (viewer: SatDocumentViewer, id: string) =>
  viewer.shadowRoot!.querySelector<HTMLButtonElement>(`[part=thumbnail][data-id="${id}"]`)!;

async function render(list = documents) {
  return fixture<SatDocumentViewer>(
    html`<sat-document-viewer owner="Ravi Yadav" .documents=${list}></sat-document-viewer>`,
  );
}

async function open(viewer: SatDocumentViewer, id: string) {
  thumbnail(viewer, id).click();
  await viewer.updateComplete;
  await waitUntil(() => focusedIn(viewer) === part(viewer, 'stage'), 'focus moves to the document');
}

describe('<sat-document-viewer>', () => {
  it('shows every document captioned, each missing one as not uploaded', async () => {
    const viewer = await render();
    expect(parts(viewer, 'caption').map((caption) => caption.textContent!.trim())).to.deep.equal([
      'Driving licence',
      'Aadhaar card',
      'Vehicle RC',
    ]);
    expect(parts(viewer, 'missing').map((missing) => missing.textContent!.trim())).to.deep.equal([
      'Not uploaded',
    ]);
    expect(await findAccessible('button', 'Driving licence, Ravi Yadav')).not.to.equal(null);
    expect(await findAccessible('button', 'Vehicle RC, Ravi Yadav')).not.to.equal(null);
  });

  it('shows a document large, with its place among those uploaded and a link to the picture', async () => {
    const viewer = await render();
    await open(viewer, 'rc');
    expect(viewer.current).to.equal('rc');
    expect(part(viewer, 'toolbar')!.textContent).to.contain('Vehicle RC');
    expect(part(viewer, 'toolbar')!.textContent!.replace(/\s+/g, ' ')).to.contain('2 of 2');
    const link = part(viewer, 'open-link') as HTMLAnchorElement;
    expect(link.href).to.equal(documents[2]!.src);
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    expect((part(viewer, 'image') as HTMLImageElement).alt).to.equal('Vehicle RC, Ravi Yadav');
  });

  it('zooms in and out with its buttons and keys, within its steps, and fits again', async () => {
    const viewer = await render();
    await open(viewer, 'licence');
    const stage = part(viewer, 'stage')!;
    expect(control(viewer, 'Zoom out').disabled).to.equal(true);
    expect(control(viewer, 'Fit to view').disabled).to.equal(true);

    control(viewer, 'Zoom in').click();
    await viewer.updateComplete;
    expect(viewer.zoom).to.equal(1.5);
    expect(part(viewer, 'zoom-level')!.textContent!.trim()).to.equal('150%');
    const image = part(viewer, 'image')!;
    expect(image.getBoundingClientRect().width).to.be.closeTo(stage.clientWidth * 1.5, 2);

    await sendKeys({ press: '+' });
    await sendKeys({ press: '+' });
    await sendKeys({ press: '+' });
    await sendKeys({ press: '+' });
    await viewer.updateComplete;
    expect(viewer.zoom).to.equal(4);
    expect(control(viewer, 'Zoom in').disabled).to.equal(true);

    await sendKeys({ press: '-' });
    await viewer.updateComplete;
    expect(viewer.zoom).to.equal(3);
    await sendKeys({ press: '0' });
    await viewer.updateComplete;
    expect(viewer.zoom).to.equal(1);
    expect(image.getBoundingClientRect().width).to.be.at.most(stage.clientWidth);
  });

  it('steps through the uploaded documents with previous, next and the arrow keys', async () => {
    const viewer = await render();
    await open(viewer, 'licence');
    control(viewer, 'Next document').click();
    await viewer.updateComplete;
    expect(viewer.current).to.equal('rc');
    control(viewer, 'Next document').click();
    await viewer.updateComplete;
    expect(viewer.current).to.equal('licence');
    part(viewer, 'stage')!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await viewer.updateComplete;
    expect(viewer.current).to.equal('rc');
  });

  it('goes back to all documents, focus on the thumbnail it came from', async () => {
    const viewer = await render();
    await open(viewer, 'rc');
    viewer.shadowRoot!.querySelector<HTMLElement>('sl-button.back')!.click();
    await viewer.updateComplete;
    expect(viewer.current).to.equal('');
    await waitUntil(() => focusedIn(viewer) === thumbnail(viewer, 'rc'), 'focus returns');
  });

  it('says so when a picture cannot be loaded', async () => {
    const viewer = await render([
      { id: 'pan', label: 'PAN photo', src: '/no-such-document.png' },
      { id: 'gst', label: 'GST photo', src: picture('GST') },
    ]);
    await waitUntil(() => parts(viewer, 'missing').length === 1, 'the broken picture is replaced');
    expect(part(viewer, 'missing')!.textContent!.trim()).to.equal(
      'This document could not be loaded',
    );
    expect(thumbnail(viewer, 'pan')).to.equal(null);
  });

  it("starts afresh with another person's documents", async () => {
    const viewer = await render();
    await open(viewer, 'licence');
    viewer.zoom = 2;
    viewer.documents = [{ id: 'licence', label: 'Driving licence', src: picture('Other') }];
    await viewer.updateComplete;
    expect(viewer.current).to.equal('');
    expect(viewer.zoom).to.equal(1);
    expect(part(viewer, 'grid')).not.to.equal(null);
    // The same documents again (a host rendering anew) change nothing.
    await open(viewer, 'licence');
    viewer.documents = [{ id: 'licence', label: 'Driving licence', src: picture('Other') }];
    await viewer.updateComplete;
    expect(viewer.current).to.equal('licence');
  });

  it('uses the texts it is given', async () => {
    const viewer = await fixture<SatDocumentViewer>(
      html`<sat-document-viewer .documents=${documents} .strings=${{ missing: 'Pas envoyé' }}></sat-document-viewer>`,
    );
    expect(part(viewer, 'missing')!.textContent!.trim()).to.equal('Pas envoyé');
  });

  it("puts a document's place in the order the host's language says it", async () => {
    const viewer = await fixture<SatDocumentViewer>(
      html`<sat-document-viewer .documents=${documents} .strings=${{
        positionOf: (position: number, count: number) => `${count} में से ${position}`,
      }}></sat-document-viewer>`,
    );
    await open(viewer, 'rc');
    expect(part(viewer, 'toolbar')!.textContent!.replace(/\s+/g, ' ')).to.contain('2 में से 2');
  });

  it('passes axe, with all documents and with one enlarged', async () => {
    const viewer = await render();
    await expect(viewer).to.be.accessible();
    await open(viewer, 'licence');
    control(viewer, 'Zoom in').click();
    await viewer.updateComplete;
    await expect(viewer).to.be.accessible();
  });
});
