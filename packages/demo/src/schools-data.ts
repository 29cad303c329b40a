/** Real-looking schools: a name, the short name parents use, and the classes they teach. */
export interface SchoolDefinition {
  readonly name: string;
  readonly short: string;
  /** Numbered like Kendriya Vidyalayas ("No. 2") when there are several; else named by city. */
  readonly numbered: boolean;
  readonly firstClass: 'Nursery' | 'LKG' | '1' | '6';
  readonly lastClass: 8 | 10 | 12;
}

export const schoolDefinitions: readonly SchoolDefinition[] = [
  {
    name: 'Delhi Public School',
    short: 'DPS',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 12,
  },
  { name: 'Kendriya Vidyalaya', short: 'KV', numbered: true, firstClass: '1', lastClass: 12 },
  {
    name: "St. Xavier's High School",
    short: "St. Xavier's",
    numbered: false,
    firstClass: 'LKG',
    lastClass: 10,
  },
  {
    name: 'DAV Public School',
    short: 'DAV',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 12,
  },
  {
    name: 'Ryan International School',
    short: 'Ryan',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 12,
  },
  {
    name: 'Amity International School',
    short: 'Amity',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 12,
  },
  {
    name: 'Bal Bharati Public School',
    short: 'BBPS',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 12,
  },
  { name: 'Army Public School', short: 'APS', numbered: true, firstClass: 'LKG', lastClass: 12 },
  {
    name: 'Podar International School',
    short: 'Podar',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 10,
  },
  {
    name: "St. Joseph's Convent School",
    short: "St. Joseph's",
    numbered: false,
    firstClass: 'LKG',
    lastClass: 10,
  },
  {
    name: 'Carmel Convent School',
    short: 'Carmel',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 12,
  },
  {
    name: 'Jawahar Navodaya Vidyalaya',
    short: 'JNV',
    numbered: false,
    firstClass: '6',
    lastClass: 12,
  },
  {
    name: 'National Public School',
    short: 'NPS',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 12,
  },
  {
    name: 'Bharatiya Vidya Bhavan',
    short: 'BVB',
    numbered: false,
    firstClass: 'LKG',
    lastClass: 12,
  },
  {
    name: 'Sardar Patel Vidyalaya',
    short: 'SPV',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 12,
  },
  {
    name: 'Don Bosco School',
    short: 'Don Bosco',
    numbered: false,
    firstClass: 'LKG',
    lastClass: 10,
  },
  {
    name: 'Sri Chaitanya School',
    short: 'Sri Chaitanya',
    numbered: false,
    firstClass: '1',
    lastClass: 10,
  },
  { name: 'Modern School', short: 'Modern', numbered: false, firstClass: 'Nursery', lastClass: 12 },
  {
    name: 'Little Flower High School',
    short: 'Little Flower',
    numbered: false,
    firstClass: 'LKG',
    lastClass: 10,
  },
  {
    name: 'Vidya Niketan School',
    short: 'Vidya Niketan',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 8,
  },
  {
    name: 'Mount Carmel School',
    short: 'Mount Carmel',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 12,
  },
  {
    name: 'The Heritage School',
    short: 'Heritage',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 12,
  },
  {
    name: 'Springdales School',
    short: 'Springdales',
    numbered: false,
    firstClass: 'Nursery',
    lastClass: 12,
  },
  { name: 'Greenwood High', short: 'Greenwood', numbered: false, firstClass: 'LKG', lastClass: 12 },
];

const preSchool = ['Nursery', 'LKG', 'UKG'] as const;

/** The class levels of a school, e.g. ['Nursery', 'LKG', 'UKG', '1', …, '12']. */
export function classLevelsOf(school: SchoolDefinition): string[] {
  const numbered = (from: number) =>
    Array.from({ length: school.lastClass - from + 1 }, (_, i) => String(from + i));
  if (school.firstClass === 'Nursery') return [...preSchool, ...numbered(1)];
  if (school.firstClass === 'LKG') return [...preSchool.slice(1), ...numbered(1)];
  return numbered(Number(school.firstClass));
}
