/** The Competition tab: search, Add Competition and the expandable competitions list (spec part 2 §2). */
export function CompetitionTab() {
  return null;
}
