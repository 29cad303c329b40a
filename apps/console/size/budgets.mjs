// The console's size budgets in KB gzip (issue #17 item 4). `limit` fails the check; `target` is
// the goal, printed beside it. Where the console does not yet meet its target, the limit sits
// just above the size it has reached (101.9 and 253.0 KB on 2026-11-25), so that it cannot grow
// back while the rest is cut; lower it as the console shrinks.
export const budgets = {
  firstLoad: { limit: 103, target: 100 },
  whole: { limit: 254, target: 250 },
  screen: { limit: 20, target: 20 },
};
