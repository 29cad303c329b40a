// Sets the measured sizes beside their budgets: one row per figure, a Markdown table to print.

/** @returns {{ what: string, kb: number, limit: number, target: number }[]} */
export const sizeRows = (sizes, budgets) => [
  { what: 'sign-in page, first load', kb: sizes.firstLoad, ...budgets.firstLoad },
  { what: 'whole console', kb: sizes.whole, ...budgets.whole },
  ...sizes.screens.map(({ name, kb }) => ({ what: `screen ${name}`, kb, ...budgets.screen })),
];

export const overLimit = (rows) => rows.filter((row) => row.kb > row.limit);

const status = ({ kb, limit, target }) =>
  kb > limit ? 'OVER LIMIT' : kb > target ? 'within limit, not target' : 'yes';

export const sizeTable = (rows) =>
  [
    '| what | KB gzip | limit KB | target KB | within |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.what} | ${row.kb.toFixed(1)} | ${row.limit} | ${row.target} | ${status(row)} |`,
    ),
  ].join('\n');
