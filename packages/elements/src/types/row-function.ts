/**
 * A function of one row (a table's row, a grid's item). Written as a method so that functions of a
 * host's own row type (`SatColumn<Order>`) fit where an element takes any row: the element only
 * ever hands a function the rows the host gave it.
 */
export type SatRowFunction<Row, Result> = { bivarianceHack(row: Row): Result }['bivarianceHack'];
