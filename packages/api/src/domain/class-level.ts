/** The classes before class 1, youngest first. */
const PRE_PRIMARY = ['nursery', 'lkg', 'ukg'];

/**
 * Where a class level stands in school order: Nursery, LKG, UKG, then 1 to 12 by number;
 * a level of another form ("Class 5", "Pre-KG") after them all.
 */
const rankOf = (level: string): number => {
  const text = level.trim().toLowerCase();
  const before = PRE_PRIMARY.indexOf(text);
  if (before >= 0) return before - PRE_PRIMARY.length;
  return /^\d{1,2}$/.test(text) ? Number(text) : Number.POSITIVE_INFINITY;
};

/**
 * Compares class levels in school order (Nursery, LKG, UKG, 1 … 12), not as text, which put 10
 * before 2 and Nursery last; levels of another form follow, in text order. For `sort`.
 */
export function compareClassLevels(a: string, b: string): number {
  const [rankA, rankB] = [rankOf(a), rankOf(b)];
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  return a.localeCompare(b, 'en');
}
