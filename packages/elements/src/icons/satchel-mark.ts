/**
 * The product's mark on its own (`@satchel/elements/icons/satchel-mark`), so that a page that
 * draws only the mark (the console's sign-in page) does not load the whole icon set.
 */
export const satchelMark = '<path d="M4 9h16v11H4zM8 9V7a4 4 0 0 1 8 0v2M4 13h16M11 13v2h2v-2"/>';
