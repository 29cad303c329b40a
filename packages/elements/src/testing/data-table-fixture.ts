import { fixture, html } from '@open-wc/testing';
import type { SatDataTable, SatRow } from '../components/data-table/data-table.js';
import '../components/data-table/data-table.js';

/*
 * What the <sat-data-table> tests share: three stores to draw, a table to mount, and ways to
 * read what it drew. Each test file declares the columns its subject needs.
 */

/** Three stores with a value for every column the tests draw (b2 has a GST number, no WhatsApp). */
export const storeRows: SatRow[] = [
  {
    id: 'a1',
    orderId: 'ORD-1',
    name: 'Asha Stores',
    city: 'Pune',
    createdAt: '2025-01-15T10:30:00Z',
    subTotal: 123456.5,
    status: 'active',
    whatsappNumber: '9876543210',
    adminDisabled: true,
    logo: '',
  },
  {
    id: 'b2',
    orderId: 'ORD-2',
    name: 'Bharat Books',
    city: 'Jaipur',
    createdAt: '2025-03-01T00:00:00+05:30',
    subTotal: '99',
    status: 'incomplete',
    gstNumber: '29ABCDE1234F1Z5',
    adminDisabled: false,
    logo: 'data:image/png;base64,broken',
  },
  {
    id: 'c3',
    orderId: 'ORD-3',
    name: 'Chitra Copies',
    city: 'Kochi',
    createdAt: null,
    subTotal: 0,
    status: 'pending',
    whatsappNumber: '9000000000',
    adminDisabled: false,
    logo: '',
  },
];

/** A <sat-data-table> labelled `label` on the page, given `settings` and drawn. */
export async function mountTable(
  settings: Partial<SatDataTable>,
  label = 'Merchants',
): Promise<SatDataTable> {
  const element = await fixture<SatDataTable>(
    html`<sat-data-table label=${label}></sat-data-table>`,
  );
  Object.assign(element, settings);
  await element.updateComplete;
  return element;
}

/** The first element inside the table's shadow root that matches `selector`. */
export const $ = <E extends Element = HTMLElement>(element: SatDataTable, selector: string) =>
  element.shadowRoot!.querySelector<E>(selector)!;
/** Every element inside the table's shadow root that matches `selector`. */
export const $$ = <E extends Element = HTMLElement>(element: SatDataTable, selector: string) => [
  ...element.shadowRoot!.querySelectorAll<E>(selector),
];
/** A node's text as a reader sees it: runs of white space as one space. */
export const text = (node: Element) => node.textContent!.replace(/\s+/g, ' ').trim();
/** The drawn row of the row keyed `key`. */
export const row = (element: SatDataTable, key: string) => $(element, `tr[data-key="${key}"]`);
/** The texts of the cells of the row keyed `key`, in their drawn order. */
export const cells = (element: SatDataTable, key: string) =>
  [...row(element, key).querySelectorAll('td')].map(text);
