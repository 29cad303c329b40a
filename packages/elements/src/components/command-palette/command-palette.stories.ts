import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type {
  SatCommandPalette,
  SatCommandPaletteItem,
  SatQueryChangeEvent,
} from './command-palette.js';
import './command-palette.js';

type Args = Pick<SatCommandPalette, 'open' | 'items' | 'loading' | 'strings'>;

/** What a console's search might answer, and what it offers whatever is typed. */
const everything: SatCommandPaletteItem[] = [
  { id: 'users:1', group: 'Users', label: 'Asha Verma', detail: '+91 98765 43210' },
  { id: 'users:2', group: 'Users', label: 'Asha Khan', detail: '+91 98111 22233' },
  { id: 'merchants:1', group: 'Merchants', label: 'Asha Book Depot', detail: '+91 99887 76655' },
  { id: 'orders:1', group: 'Orders', label: 'SAT-2611-000123', detail: 'Asha Verma · 9876543210' },
  {
    id: 'products:1',
    group: 'Products',
    label: 'Navneet Square Ruled Notebook',
    detail: 'NAV-SQR',
  },
  { id: 'section:users', group: 'Sections', label: 'Users' },
  { id: 'action:coupon', group: 'Actions', label: 'Create coupon' },
  { id: 'action:settle', group: 'Actions', label: 'Settle driver' },
];

/** The host's part: filter what it has by the text (a console asks its server instead). */
const filterItems = (event: SatQueryChangeEvent) => {
  const palette = event.target as SatCommandPalette;
  const words = event.detail.query.trim().toLowerCase();
  palette.items = everything.filter(
    (item) =>
      `${item.label} ${item.detail ?? ''}`.toLowerCase().includes(words) ||
      (item.detail ?? '').replace(/\D/g, '').includes(words.replace(/\D/g, '') || '\u0000'),
  );
};

const meta: Meta<Args> = {
  title: 'Elements/Command palette',
  component: 'sat-command-palette',
  args: { open: true, items: everything, loading: false, strings: {} },
  render: (args) => html`
    <button @click=${(event: Event) => {
      const palette = (event.target as HTMLElement).nextElementSibling as SatCommandPalette;
      palette.open = true;
    }}>Find anything (Ctrl+K)</button>
    <sat-command-palette
      ?open=${args.open}
      .items=${args.items}
      ?loading=${args.loading}
      .strings=${args.strings}
      @sat-query-change=${filterItems}
    ></sat-command-palette>
  `,
};
export default meta;

type Story = StoryObj<Args>;

/** Records of several kinds, a section and actions; type to filter them. */
export const Grouped: Story = {};

/** Waiting for the host's answer. */
export const Searching: Story = { args: { items: [], loading: true } };

/** A host's own texts (Hindi). */
export const Localised: Story = {
  args: {
    items: [],
    strings: {
      label: 'कुछ भी खोजें',
      placeholder: 'आईडी, फ़ोन, नाम, कोड या SKU से खोजें',
      noResults: 'कुछ नहीं मिला',
      hint: '↑ ↓ चुनें, Enter खोलें, Esc बंद करें',
    },
  },
};
