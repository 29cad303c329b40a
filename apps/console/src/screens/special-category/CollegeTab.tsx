import { messages } from '@satchel/stores';

/** The College tab: only a coming-soon notice (spec part 2 §1). */
export function CollegeTab() {
  return <p className="panel">{messages.specialCategory.collegeComingSoon}</p>;
}
