/** Texts of the Special Category area: the Management screen and its three tabs (spec part 2 §1, §2). */
export const specialCategory = {
  title: 'Management',
  tabs: 'Management areas',
  school: 'School',
  competition: 'Competition',
  college: 'College',
  collegeComingSoon: 'College management is coming soon.',
} as const;
