/*
 * The bounds of a product CSV file that the wire's error schema (contract/common.ts) declares
 * too. Apart from the rules (product-csv.ts) so that the schema, which every client call's
 * contract reaches, brings the rules into no first load.
 */

/**
 * The longest header line and the most columns a file may have: far past the templates (at most
 * nine columns with the error report's) and the empty columns a spreadsheet may add, so that a
 * file that is not a product CSV is refused at once instead of being read as one huge header.
 */
export const MAX_PRODUCT_CSV_HEADER_CHARACTERS = 4096;
export const MAX_PRODUCT_CSV_COLUMNS = 64;

/** How much of a file's own text an error message quotes at most. */
export const MAX_QUOTED_CHARACTERS = 40;
