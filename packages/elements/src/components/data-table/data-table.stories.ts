import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, nothing, type TemplateResult } from 'lit';
import {
  contactColumn,
  merchantColumns,
  merchantFilters,
  sampleMerchants,
  storeNameOf,
} from '../../testing/data-table-sample.js';
import type { SatDataTable } from './data-table.js';
import './data-table.js';

type Args = { toolbar?: TemplateResult } & Pick<
  SatDataTable,
  | 'columns'
  | 'rows'
  | 'total'
  | 'totalPages'
  | 'page'
  | 'limit'
  | 'sort'
  | 'applied'
  | 'loading'
  | 'filters'
  | 'filterValues'
  | 'filtersOpen'
  | 'selectable'
  | 'selectedKeys'
  | 'allMatchingSelected'
  | 'columnOrder'
  | 'hiddenColumns'
  | 'newRows'
  | 'markedRows'
  | 'activeKey'
  | 'totalEstimated'
  | 'pageSizes'
  | 'label'
  | 'locale'
  | 'currency'
  | 'timeZone'
  | 'strings'
>;

const tenRows = sampleMerchants(10);

const meta: Meta<Args> = {
  title: 'Elements/Data table',
  component: 'sat-data-table',
  argTypes: {
    sort: { control: 'inline-radio', options: [-1, 1] },
    limit: { control: 'select', options: [10, 20, 50, 60, 70, 80] },
  },
  args: {
    columns: merchantColumns,
    rows: tenRows,
    total: 137,
    totalPages: 14,
    page: 1,
    limit: 10,
    sort: 1,
    applied: { page: 1, limit: 10, sort: 1 },
    loading: false,
    filters: merchantFilters,
    filterValues: {},
    filtersOpen: false,
    selectable: false,
    selectedKeys: [],
    allMatchingSelected: false,
    columnOrder: undefined,
    hiddenColumns: [],
    newRows: 0,
    markedRows: [],
    activeKey: null,
    totalEstimated: false,
    pageSizes: [10, 20, 50, 60, 70, 80],
    label: 'Merchants',
    locale: 'en-IN',
    currency: 'INR',
    timeZone: 'Asia/Kolkata',
    // Only the texts set here change; the others keep the spec's.
    strings: {},
  },
  // The story plays the host: it stores what the table reports, as the console's stores do.
  render: (args) => html`
    <sat-data-table
      .columns=${args.columns}
      .rows=${args.rows}
      .total=${args.total}
      .totalPages=${args.totalPages}
      .page=${args.page}
      .limit=${args.limit}
      .sort=${args.sort}
      .applied=${args.applied}
      .loading=${args.loading}
      .filters=${args.filters}
      .filterValues=${args.filterValues}
      .filtersOpen=${args.filtersOpen}
      .selectable=${args.selectable}
      .selectedKeys=${args.selectedKeys}
      .allMatchingSelected=${args.allMatchingSelected}
      .columnOrder=${args.columnOrder}
      .hiddenColumns=${args.hiddenColumns}
      .newRows=${args.newRows}
      .markedRows=${args.markedRows}
      .activeKey=${args.activeKey}
      .totalEstimated=${args.totalEstimated}
      .pageSizes=${args.pageSizes}
      .rowLabel=${storeNameOf}
      label=${args.label}
      locale=${args.locale}
      currency=${args.currency}
      time-zone=${args.timeZone}
      .strings=${args.strings}
      @sat-page-change=${(event: CustomEvent<{ page: number }>) => {
        (event.currentTarget as SatDataTable).page = event.detail.page;
      }}
      @sat-limit-change=${(event: CustomEvent<{ limit: number }>) => {
        const table = event.currentTarget as SatDataTable;
        table.limit = event.detail.limit;
        table.page = 1;
      }}
      @sat-sort-change=${(event: CustomEvent<{ sort: -1 | 1 }>) => {
        (event.currentTarget as SatDataTable).sort = event.detail.sort;
      }}
      @sat-apply=${(event: Event) => {
        const table = event.currentTarget as SatDataTable;
        table.applied = { page: table.page, limit: table.limit, sort: table.sort };
        table.rows = sampleMerchants(table.limit, (table.page - 1) * table.limit);
      }}
      @sat-new-rows-show=${(event: Event) => {
        // The new rows come first (newest first); the story marks them for a moment.
        const table = event.currentTarget as SatDataTable;
        const fresh = sampleMerchants(table.newRows, 5000 + table.rows.length);
        table.rows = [...fresh, ...table.rows].slice(0, table.limit);
        table.total += table.newRows;
        table.newRows = 0;
        table.markedRows = fresh.map((row) => row.id as string);
      }}
      @sat-total-count=${(event: Event) => {
        (event.currentTarget as SatDataTable).totalEstimated = false;
      }}
    >${args.toolbar ?? nothing}</sat-data-table>
  `,
};

export default meta;

type Story = StoryObj<Args>;

/** Every column kind: link, text, date, money, per-row status select, toggle, image, actions. */
export const Default: Story = {};

export const Empty: Story = { args: { rows: [], total: 0, totalPages: 0 } };

export const Loading: Story = { args: { loading: true } };

export const LoadingFirstPage: Story = {
  args: { rows: [], total: 0, totalPages: 0, loading: true, applied: null },
};

export const EightyRows: Story = {
  args: {
    rows: sampleMerchants(80),
    limit: 80,
    totalPages: 2,
    applied: { page: 1, limit: 80, sort: 1 },
  },
};

/**
 * A page of 1,000 rows, as an internal tool may ask for: past `SatDataTable.windowThreshold` (150
 * rows) the table draws only the rows in view and a few more, and draws others as the page
 * scrolls. Select all still selects all 1,000.
 */
export const ThousandRows: Story = {
  args: {
    rows: sampleMerchants(1000),
    selectable: true,
    pageSizes: [80, 1000],
    limit: 1000,
    total: 13_000,
    totalPages: 13,
    applied: { page: 1, limit: 1000, sort: 1 },
  },
};

export const FiltersOpen: Story = {
  args: { filtersOpen: true, filterValues: { storeName: 'Asha', status: 'active' } },
};

/** Page, size or sort changed but not applied: Apply Changes is highlighted with a note. */
export const PendingChanges: Story = {
  args: { page: 3, limit: 20, sort: -1, applied: { page: 1, limit: 10, sort: 1 } },
};

export const Selection: Story = {
  args: {
    selectable: true,
    selectedKeys: [tenRows[1]!.id, tenRows[4]!.id] as string[],
  },
};

export const AllSelected: Story = {
  args: { selectable: true, selectedKeys: tenRows.map((row) => row.id as string) },
};

export const LastPage: Story = {
  args: { page: 14, applied: { page: 14, limit: 10, sort: 1 }, rows: sampleMerchants(7, 130) },
};

/** The host renders a cell itself (escape hatch). */
/** Many columns: the row actions as icons, each named (and titled) by its label. */
export const IconActions: Story = {
  args: {
    columns: merchantColumns.map((column) =>
      column.kind === 'actions' ? { ...column, iconsOnly: true } : column,
    ),
  },
};

export const CustomCell: Story = {
  args: {
    columns: [
      merchantColumns[0]!,
      contactColumn,
      merchantColumns.find((column) => column.kind === 'status-select')!,
    ],
  },
};

/** Narrow box: the table scrolls horizontally inside its own box. */
export const Narrow: Story = {
  decorators: [(story) => html`<div style="max-width: 24rem">${story()}</div>`],
};

/** A phone's screen laid out as a grid, as the console's screens are: the same, never wider. */
export const NarrowInGrid: Story = {
  decorators: [(story) => html`<div style="display: grid; width: 20rem">${story()}</div>`],
};

/** Another locale, currency, time zone and wording: what a host outside India would set. */
export const OtherLocale: Story = {
  args: {
    locale: 'en-GB',
    currency: 'GBP',
    timeZone: 'Europe/London',
    strings: { empty: 'Nothing here', apply: 'Apply', total: 'Total' },
  },
};

/** Long store and merchant names: cells wrap rather than push the table wider. */
export const LongTexts: Story = {
  args: {
    rows: sampleMerchants(5).map((row, index) => ({
      ...row,
      storeName:
        index % 2 === 0
          ? `${row.storeName} and Educational Supplies for Schools, Colleges and Coaching Centres`
          : row.storeName,
      merchantName: `${row.merchantName} Venkataraman Subramanian`,
    })),
    total: 5,
    totalPages: 1,
  },
};

const wideBanner =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="320" height="80"%3E%3Crect width="320" height="80" fill="%230369a1"/%3E%3Ctext x="160" y="50" font-size="28" text-anchor="middle" fill="white"%3EBack to school%3C/text%3E%3C/svg%3E';

/**
 * A phone's width: banners shown whole in wide thumbnails, phones and SKUs each on one line
 * (`unbroken`), the table scrolling sideways inside its box.
 */
export const NarrowBannersPhonesAndSkus: Story = {
  decorators: [(story) => html`<div style="display: grid; width: 20rem">${story()}</div>`],
  args: {
    columns: [
      { id: 'banner', header: 'Banner', kind: 'image', fit: 'whole' },
      { id: 'phone', header: 'Phone', unbroken: true },
      { id: 'sku', header: 'SKU', unbroken: true },
    ],
    rows: [
      { id: 'b1', banner: wideBanner, phone: '+91 9876543210', sku: 'NCERT-DP-10-A' },
      { id: 'b2', banner: wideBanner, phone: '+91 9000000001', sku: 'CLASSMATE-NB-172-RULED' },
    ],
    total: 2,
    totalPages: 1,
  },
};

/**
 * The column menu (Columns, in the toolbar): City hidden and Pending Earning moved first, as a
 * host hands back what `sat-columns-change` reported. Open it and try ArrowUp/ArrowDown, Space,
 * Alt+ArrowUp/Alt+ArrowDown and Escape. The store column may not be hidden.
 */
export const Columns: Story = {
  args: {
    columns: merchantColumns.map((column, index) =>
      index === 0 ? { ...column, hideable: false } : column,
    ),
    columnOrder: ['pendingEarning'],
    hiddenColumns: ['city'],
  },
};

/** The whole page selected: the bar offers every matching row ("Select all 137 matching"). */
export const SelectAllMatching: Story = {
  args: { selectable: true, selectedKeys: tenRows.map((row) => row.id as string) },
};

/** Every matching row selected: every row shows as selected, and Clear selection ends it. */
export const AllMatchingSelected: Story = {
  args: { selectable: true, allMatchingSelected: true },
};

/**
 * A live list: "3 new: Show" in the toolbar, which pushes no row; Show puts them first and marks
 * them for a moment, as a row changed by someone else is (here the third row).
 */
export const NewAndMarkedRows: Story = {
  args: {
    sort: -1,
    applied: { page: 1, limit: 10, sort: -1 },
    newRows: 3,
    markedRows: [tenRows[2]!.id as string],
  },
};

/**
 * The rows by keyboard: with focus in the table (Tab to a control, or click a row's checkbox), j
 * and k move the outlined active row, x selects it and Enter opens it (its first link). Here the
 * third row starts active.
 */
export const Keyboard: Story = {
  args: { selectable: true, activeKey: tenRows[2]!.id as string },
};

/** A total estimated by the database: "about 2,50,000" with Count exactly. */
export const EstimatedTotal: Story = {
  args: { total: 250_000, totalPages: 25_000, totalEstimated: true },
};

/** The host's own controls in the toolbar (slot `toolbar`): the console's Export and saved views. */
export const ToolbarControls: Story = {
  args: {
    toolbar: html`
      <button slot="toolbar" type="button">Export</button>
      <select slot="toolbar" aria-label="Saved view"><option>All merchants</option><option>Pending in Pune</option></select>
    `,
  },
};
