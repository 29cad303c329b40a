import type { Plugin } from 'vite';

/** index.html's links to the entry's style sheets, as Vite writes them. */
const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/** `html` with each link to a built style sheet replaced by the sheet itself, where known. */
export const inlinedStylesheets = (html: string, sheetOf: (file: string) => string | undefined) =>
  html.replace(stylesheetLink, (link, file: string) => {
    const sheet = sheetOf(file);
    return sheet === undefined ? link : `<style>${sheet}</style>`;
  });

/**
 * The sign-in page is index.html's own markup (issue 33): its style sheet goes inside index.html
 * too, so that the first paint waits for no request but the page and the small sign-in gate. The
 * CSP allows inline styles; the file stays in dist for the size check's manifest.
 */
export const inlineEntryCss = (): Plugin => ({
  name: 'satchel:inline-entry-css',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) =>
      inlinedStylesheets(html, (file) => {
        const sheet = bundle?.[file];
        return sheet?.type === 'asset' ? String(sheet.source) : undefined;
      }),
  },
});
