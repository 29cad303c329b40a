import type { TemplateResult } from 'lit';
import type { SatIconName } from '../../icons/sat-icons.js';
import type { SatRowFunction } from '../../types/row-function.js';
import type { SatSortOrder } from '../../types/sort-order.js';

export type { SatRowFunction, SatSortOrder };

/** One row of data: any object; the table reads its key from the field named by `rowKey`. */
export type SatRow = Record<string, unknown>;

/** The paging of a list: what the host has stored, or what the shown rows answer. */
export interface SatDataTableQuery {
  readonly page: number;
  readonly limit: number;
  readonly sort: SatSortOrder;
}

/** A choice of a select (sort, select filter, status): the text shown and the value reported. */
export interface SatOption<Value = string> {
  readonly label: string;
  readonly value: Value;
}

export type SatColumnAlign = 'start' | 'center' | 'end';

interface SatColumnBase {
  /** Unique among the columns; events name the column by it. */
  readonly id: string;
  /** Text of the header cell. */
  readonly header: string;
  /** The row field the cell shows; defaults to `id`. */
  readonly field?: string;
  readonly align?: SatColumnAlign;
  /** Any CSS width of the column, e.g. `'8rem'`. */
  readonly width?: string;
  /** Keeps each value on one line (a phone after its "+91", a SKU at its hyphens). */
  readonly unbroken?: boolean;
  /**
   * Whether the column menu may hide the column (default true). False for a column the rows
   * make no sense without (a key, the actions); `hiddenColumns` does not hide it either.
   */
  readonly hideable?: boolean;
}

/** The field as text; `format` turns it into something else. */
export interface SatTextColumn<Row = SatRow> extends SatColumnBase {
  readonly kind?: 'text';
  /** A method, so that it fits any row as `SatRowFunction` does. */
  format?(value: unknown, row: Row): string;
}

/** A date and time (ISO text, epoch milliseconds or Date) in India's zone, en-IN style. */
export interface SatDateColumn extends SatColumnBase {
  readonly kind: 'date';
}

/** An amount in rupees (number or numeric text), e.g. ₹1,23,456.50. */
export interface SatMoneyColumn extends SatColumnBase {
  readonly kind: 'money';
}

/** A select per row whose choices may differ from row to row; a choice fires `sat-cell-change`. */
export interface SatStatusSelectColumn<Row = SatRow> extends SatColumnBase {
  readonly kind: 'status-select';
  /** The row's choices; return the same array for rows alike, it is read whenever rows are drawn. */
  readonly options: SatRowFunction<Row, readonly SatOption[]>;
}

/** An on/off switch per row (the field is a boolean); a flip fires `sat-cell-change`. */
export interface SatToggleColumn<Row = SatRow> extends SatColumnBase {
  readonly kind: 'toggle';
  readonly disabled?: SatRowFunction<Row, boolean>;
}

/** A button of an actions column; pressing it fires `sat-row-action` with its `id`. */
export interface SatRowAction<Row = SatRow> {
  readonly id: string;
  readonly label: string;
  readonly icon?: SatIconName;
  readonly disabled?: SatRowFunction<Row, boolean>;
}

/** Buttons per row (download, settle, view documents, …). */
export interface SatActionsColumn<Row = SatRow> extends SatColumnBase {
  readonly kind: 'actions';
  readonly actions: readonly SatRowAction<Row>[];
  /**
   * Icons only, for tables with many columns: each button keeps its label as its accessible name
   * and its tooltip. Actions without an icon still show their label.
   */
  readonly iconsOnly?: boolean;
}

/**
 * The field as a link that fires `sat-link-click` (e.g. an order id). With `href` it is a real
 * link to the row's address: a plain click is reported (the host follows it in place), while a
 * new tab, a new window or copying the address work as on any link. Without, a link-styled button.
 */
export interface SatLinkColumn<Row = SatRow> extends SatColumnBase {
  readonly kind: 'link';
  readonly href?: SatRowFunction<Row, string>;
}

/** A thumbnail of the image whose URL is the field; a placeholder replaces a missing one. */
export interface SatImageColumn<Row = SatRow> extends SatColumnBase {
  readonly kind: 'image';
  /**
   * `cover` (default): a square crop, for logos and photos. `whole`: the picture uncropped, its
   * shape kept, in a wide thumbnail (banners).
   */
  readonly fit?: 'cover' | 'whole';
  /** The image's text alternative; defaults to the header. */
  readonly alt?: SatRowFunction<Row, string>;
}

/** Escape hatch: the host renders the cell (a Lit template or text). */
export interface SatCustomColumn<Row = SatRow> extends SatColumnBase {
  readonly kind: 'custom';
  readonly render: SatRowFunction<Row, TemplateResult | string>;
}

/**
 * A column declared as data; `kind` picks how each cell is drawn. `Row` is the host's row type,
 * so its functions read the row's fields without casts: `SatColumn<Order>`.
 */
export type SatColumn<Row = SatRow> =
  | SatTextColumn<Row>
  | SatDateColumn
  | SatMoneyColumn
  | SatStatusSelectColumn<Row>
  | SatToggleColumn<Row>
  | SatActionsColumn<Row>
  | SatLinkColumn<Row>
  | SatImageColumn<Row>
  | SatCustomColumn<Row>;

/** A filter field above the table: free text, or a choice among options. */
export interface SatFilter<Name extends string = string> {
  /** The filter's name in `filterValues` and in `sat-filters-apply`. */
  readonly name: Name;
  readonly label: string;
  readonly type: 'text' | 'select';
  readonly options?: readonly SatOption[];
  readonly placeholder?: string;
}
