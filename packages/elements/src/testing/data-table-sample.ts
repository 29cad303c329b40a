import { html } from 'lit';
import type { SatColumn, SatFilter, SatRow } from '../components/data-table/data-table.types.js';

/*
 * Merchants as the console lists them (spec part 1 §3, §4), made up deterministically: the
 * stories and the benchmark show the same table a designer and an operator would see.
 */

const names = [
  'Asha',
  'Bharat',
  'Chitra',
  'Deepak',
  'Esha',
  'Farhan',
  'Gita',
  'Harish',
  'Indu',
  'Jai',
];
const trades = ['Stationers', 'Book Depot', 'Copy House', 'School Supplies', 'Paper Mart'];
const cities = ['Pune', 'Bengaluru', 'Jaipur', 'Kochi', 'Lucknow', 'Indore', 'Nagpur'];
const statuses = ['active', 'pending', 'inactive', 'incomplete', 'suspended'];

const toOptions = (values: readonly string[]) =>
  values.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value }));

/** The spec's per-row option sets: whatsappNumber rows and gstNumber rows differ. */
const whatsappStatuses = toOptions(['active', 'pending', 'inactive', 'incomplete', 'suspended']);
const gstStatuses = toOptions(['active', 'pending', 'incomplete', 'suspended']);

/** A coloured square with the store's initial, inline so the stories fetch nothing. */
function logoOf(n: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="hsl(${(n * 47) % 360} 60% 45%)"/><text x="20" y="27" font-size="20" text-anchor="middle" fill="white" font-family="sans-serif">${names[n % names.length]![0]}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function sampleMerchants(count: number, offset = 0): SatRow[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const hasWhatsapp = n % 3 !== 0;
    return {
      id: n.toString(16).padStart(24, '0'),
      storeName: `${names[n % names.length]} ${trades[n % trades.length]}`,
      merchantName: `${names[(n * 7) % names.length]} ${['Rao', 'Iyer', 'Shah', 'Gupta'][n % 4]}`,
      city: cities[n % cities.length],
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000 * 1.5).toISOString(),
      pendingEarning: ((n * 7919) % 500_000) + (n % 2 === 1 ? 0.5 : 0),
      status: statuses[n % statuses.length],
      whatsappNumber: hasWhatsapp ? `98${String(76543210 + n).padStart(8, '0')}` : undefined,
      gstNumber: hasWhatsapp ? undefined : `29ABCDE${String(1000 + n)}F1Z5`,
      adminDisabled: n % 4 === 0,
      logoUrl: n % 5 === 4 ? '' : logoOf(n),
    };
  });
}

/** Ten columns, as many as the console's merchant list, of every kind that carries work per row: the benchmark's shape. */
export const merchantColumns: SatColumn[] = [
  { id: 'storeName', header: 'Store', kind: 'link' },
  { id: 'merchantName', header: 'Merchant' },
  { id: 'city', header: 'City' },
  { id: 'whatsappNumber', header: 'WhatsApp', format: (value) => (value ? `+91 ${value}` : '') },
  { id: 'createdAt', header: 'Joined', kind: 'date' },
  { id: 'pendingEarning', header: 'Pending Earning', kind: 'money', align: 'end' },
  {
    id: 'status',
    header: 'Status',
    kind: 'status-select',
    options: (row) => (row.whatsappNumber ? whatsappStatuses : gstStatuses),
  },
  { id: 'adminDisabled', header: 'Disabled', kind: 'toggle', align: 'center' },
  { id: 'logoUrl', header: 'Logo', kind: 'image' },
  {
    id: 'actions',
    header: 'Actions',
    kind: 'actions',
    actions: [
      { id: 'products-csv', label: 'Products CSV', icon: 'download' },
      { id: 'settle', label: 'Settle', icon: 'wallet', disabled: (row) => row.status !== 'active' },
      { id: 'documents', label: 'Documents', icon: 'file-text' },
    ],
  },
];

/** A column the host draws itself (the escape hatch). */
export const contactColumn: SatColumn = {
  id: 'contact',
  header: 'Contact',
  kind: 'custom',
  render: (row) =>
    row.whatsappNumber
      ? html`<span title="WhatsApp">+91 ${row.whatsappNumber}</span>`
      : `GST ${row.gstNumber}`,
};

export const merchantFilters: SatFilter[] = [
  { name: 'storeName', label: 'Store name', type: 'text', placeholder: 'Enter a store name' },
  { name: 'phone', label: 'Phone', type: 'text', placeholder: 'Enter a phone number' },
  { name: 'status', label: 'Status', type: 'select', options: whatsappStatuses },
];

/** A row's name in its controls' labels. */
export const storeNameOf = (row: SatRow): string => String(row.storeName);
