/** The School tab: search, Add School and the schools' card grid (spec part 2 §2). */
export function SchoolTab() {
  return null;
}
