// The console's size budgets in KB gzip (issue #17 item 4). `limit` fails the check; `target` is
// the goal, printed beside it. Where the console does not yet meet its target, the limit sits a
// little above the size it has reached (106.7 and 280.2 KB on 2026-11-24), so that it cannot grow
// back while the rest is cut and small features still fit; lower it as the console shrinks.
export const budgets = {
  firstLoad: { limit: 110, target: 100 },
  whole: { limit: 290, target: 250 },
  screen: { limit: 20, target: 20 },
};
