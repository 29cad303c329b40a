/** What the demo marketplace sells: categories and product definitions with their variants. */

export type PictureKind =
  | 'textbook'
  | 'reference'
  | 'notebook'
  | 'writing'
  | 'geometry'
  | 'art'
  | 'uniform'
  | 'bag'
  | 'kit'
  | 'lab';

export interface CategoryDefinition {
  readonly name: string;
  readonly displayName: string;
  readonly picture: PictureKind;
}

export const categoryDefinitions: readonly CategoryDefinition[] = [
  { name: 'textbooks', displayName: 'Textbooks', picture: 'textbook' },
  { name: 'reference-books', displayName: 'Reference Books', picture: 'reference' },
  { name: 'notebooks', displayName: 'Notebooks', picture: 'notebook' },
  { name: 'stationery', displayName: 'Stationery', picture: 'writing' },
  { name: 'geometry-and-maths', displayName: 'Geometry & Maths Tools', picture: 'geometry' },
  { name: 'art-supplies', displayName: 'Art Supplies', picture: 'art' },
  { name: 'uniform-accessories', displayName: 'Uniform Accessories', picture: 'uniform' },
  { name: 'bags-and-bottles', displayName: 'School Bags & Bottles', picture: 'bag' },
  { name: 'competition-kits', displayName: 'Competition Kits', picture: 'kit' },
  { name: 'lab-supplies', displayName: 'Lab Supplies', picture: 'lab' },
];

export interface VariantDefinition {
  /** Appended to the product's sku. */
  readonly sku: string;
  readonly label: string;
  readonly pricePaise: number;
}

export interface ProductDefinition {
  readonly sku: string;
  readonly title: string;
  readonly brand: string;
  readonly category: string;
  readonly description: string;
  /** The class it is for, when it is for one ('1' … '12'). */
  readonly classLevel?: string;
  readonly pricePaise: number;
  readonly variants: readonly VariantDefinition[];
}

/** Which set of a bundle a category goes into. */
export const setTypeOfCategory: Readonly<Record<string, 'bookSet' | 'copySet' | 'stationerySet'>> =
  {
    textbooks: 'bookSet',
    'reference-books': 'bookSet',
    notebooks: 'copySet',
    stationery: 'stationerySet',
    'geometry-and-maths': 'stationerySet',
    'art-supplies': 'stationerySet',
  };

const subjectsByClass = (level: number): readonly (readonly [string, string])[] => {
  if (level <= 2)
    return [
      ['English', 'Marigold'],
      ['Hindi', 'Rimjhim'],
      ['Mathematics', 'Joyful Mathematics'],
    ];
  if (level <= 5) {
    return [
      ['English', 'Marigold'],
      ['Hindi', 'Rimjhim'],
      ['Mathematics', 'Math-Magic'],
      ['EVS', 'Looking Around'],
    ];
  }
  if (level <= 8) {
    return [
      ['English', 'Honeydew'],
      ['Hindi', 'Vasant'],
      ['Mathematics', 'Mathematics'],
      ['Science', 'Science'],
      ['Social Science', 'Our Pasts'],
      ['Sanskrit', 'Ruchira'],
    ];
  }
  if (level <= 10) {
    return [
      ['English', 'Beehive'],
      ['Hindi', 'Kshitij'],
      ['Mathematics', 'Mathematics'],
      ['Science', 'Science'],
      ['Social Science', 'Democratic Politics'],
      ['Geography', 'Contemporary India'],
    ];
  }
  return [
    ['Physics', 'Physics Part I'],
    ['Chemistry', 'Chemistry Part I'],
    ['Mathematics', 'Mathematics Part I'],
    ['Biology', 'Biology'],
    ['Accountancy', 'Accountancy'],
    ['Economics', 'Introductory Microeconomics'],
    ['English', level === 11 ? 'Hornbill' : 'Flamingo'],
  ];
};

const rupee = (value: number) => Math.round(value * 100);

function textbooks(): ProductDefinition[] {
  const list: ProductDefinition[] = [];
  for (let level = 1; level <= 12; level++) {
    for (const [subject, book] of subjectsByClass(level)) {
      const price = rupee(50 + level * 9 + subject.length * 3);
      const bilingual =
        level >= 6 && level <= 10 && (subject === 'Mathematics' || subject === 'Science');
      list.push({
        sku: `NCERT-${subject.replace(/\W/g, '').slice(0, 6).toUpperCase()}-${String(level).padStart(2, '0')}`,
        title: `NCERT ${book} – ${subject} Textbook for Class ${level}`,
        brand: 'NCERT',
        category: 'textbooks',
        description: `Latest CBSE syllabus ${subject} textbook for Class ${level}, published by NCERT.`,
        classLevel: String(level),
        pricePaise: price,
        variants: bilingual
          ? [
              { sku: 'EN', label: 'English Medium', pricePaise: price },
              { sku: 'HI', label: 'Hindi Medium', pricePaise: price },
            ]
          : [],
      });
    }
  }
  const references: [string, string, string, number[], number][] = [
    [
      'RDS-MATH',
      'RD Sharma Mathematics',
      'Dhanpat Rai Publications',
      [6, 7, 8, 9, 10, 11, 12],
      545,
    ],
    ['LAKH-SCI', "Lakhmir Singh's Science", 'S. Chand', [6, 7, 8, 9, 10], 389],
    ['OSW-QB', 'Oswaal CBSE Question Bank Chapterwise', 'Oswaal Books', [9, 10, 11, 12], 429],
    ['ARI-AIO', 'Arihant All In One', 'Arihant', [9, 10, 11, 12], 495],
    [
      'RSA-MATH',
      'RS Aggarwal Secondary School Mathematics',
      'Bharati Bhawan',
      [6, 7, 8, 9, 10],
      475,
    ],
    ['HCV-PHY', 'HC Verma Concepts of Physics', 'Bharati Bhawan', [11, 12], 610],
    ['WREN-ENG', 'Wren & Martin High School English Grammar', 'S. Chand', [6, 8, 10], 355],
  ];
  for (const [sku, title, brand, levels, price] of references) {
    for (const level of levels) {
      list.push({
        sku: `${sku}-${String(level).padStart(2, '0')}`,
        title: `${title} Class ${level}`,
        brand,
        category: 'reference-books',
        description: `${title} for Class ${level}, with solved examples and practice questions.`,
        classLevel: String(level),
        pricePaise: rupee(price + level * 5),
        variants: [],
      });
    }
  }
  return list;
}

const variants = (base: string, items: readonly (readonly [string, string, number])[]) =>
  items.map(([sku, label, price]) => ({ sku: `${base}${sku}`, label, pricePaise: rupee(price) }));

const general = (
  sku: string,
  title: string,
  brand: string,
  category: string,
  description: string,
  price: number,
  variantList: readonly (readonly [string, string, number])[] = [],
): ProductDefinition => ({
  sku,
  title,
  brand,
  category,
  description,
  pricePaise: rupee(price),
  variants: variants('', variantList),
});

function supplies(): ProductDefinition[] {
  return [
    general(
      'CLM-NB-SL',
      'Classmate Single Line Notebook',
      'Classmate',
      'notebooks',
      'Soft cover, 24 x 18 cm, smooth 56 GSM paper.',
      48,
      [
        ['172', '172 Pages', 48],
        ['240', '240 Pages', 64],
        ['6PK', 'Pack of 6 (172 Pages)', 270],
      ],
    ),
    general(
      'CLM-NB-LR',
      'Classmate Long Notebook Ruled',
      'Classmate',
      'notebooks',
      'Long book, 29.7 x 21 cm, single line ruled.',
      72,
      [
        ['160', '160 Pages', 72],
        ['240', '240 Pages', 98],
        ['6PK', 'Pack of 6 (240 Pages)', 560],
      ],
    ),
    general(
      'CLM-NB-UR',
      'Classmate Unruled Notebook',
      'Classmate',
      'notebooks',
      'Plain pages for drawing and rough work.',
      52,
      [
        ['172', '172 Pages', 52],
        ['300', '300 Pages', 86],
      ],
    ),
    general(
      'NAV-4LINE',
      'Navneet Youva Four Line Notebook',
      'Navneet',
      'notebooks',
      'Four-line ruling for handwriting practice in primary classes.',
      35,
      [
        ['76', '76 Pages', 35],
        ['156', '156 Pages', 58],
      ],
    ),
    general(
      'NAV-SQR',
      'Navneet Square Ruled Maths Notebook',
      'Navneet',
      'notebooks',
      'Square ruling for arithmetic and graphs.',
      42,
      [
        ['100', '100 Pages', 42],
        ['200', '200 Pages', 76],
      ],
    ),
    general(
      'SUN-PRAC',
      'Sundaram Practical Notebook',
      'Sundaram',
      'notebooks',
      'One side ruled, one side plain, for science practicals.',
      65,
      [
        ['120', '120 Pages', 65],
        ['200', '200 Pages', 95],
      ],
    ),
    general(
      'SUN-DRAW',
      'Sundaram Drawing Book',
      'Sundaram',
      'notebooks',
      'Thick cartridge paper for sketches and colouring.',
      55,
      [
        ['A4-36', 'A4, 36 Pages', 55],
        ['A3-24', 'A3, 24 Pages', 110],
      ],
    ),
    general(
      'NTR-621',
      'Natraj 621 HB Pencils',
      'Natraj',
      'stationery',
      'Dark, smooth writing pencils with eraser tip.',
      50,
      [
        ['10', 'Pack of 10', 50],
        ['20', 'Pack of 20', 95],
      ],
    ),
    general(
      'APS-PLAT',
      'Apsara Platinum Extra Dark Pencils',
      'Apsara',
      'stationery',
      'Extra dark pencils with sharpener and eraser.',
      60,
      [['10', 'Pack of 10', 60]],
    ),
    general(
      'FC-PENC',
      'Faber-Castell Triangular Graphite Pencils',
      'Faber-Castell',
      'stationery',
      'Ergonomic triangular grip.',
      95,
      [
        ['HB', 'HB, Pack of 10', 95],
        ['2B', '2B, Pack of 10', 105],
      ],
    ),
    general(
      'REY-045',
      'Reynolds 045 Fine Carbure Ball Pens',
      'Reynolds',
      'stationery',
      'Smooth fine-point ball pens.',
      50,
      [
        ['BL5', 'Blue, Pack of 5', 50],
        ['BK5', 'Black, Pack of 5', 50],
        ['RD5', 'Red, Pack of 5', 50],
      ],
    ),
    general(
      'CEL-GRIP',
      'Cello Gripper Ball Pens',
      'Cello',
      'stationery',
      'Rubber grip, 0.7 mm tip.',
      60,
      [
        ['BL10', 'Blue, Pack of 10', 60],
        ['BK10', 'Black, Pack of 10', 60],
      ],
    ),
    general(
      'DOMS-ERS',
      'Doms Non-Dust Erasers',
      'Doms',
      'stationery',
      'Clean erasing without smudges.',
      25,
      [
        ['5', 'Pack of 5', 25],
        ['20', 'Pack of 20', 90],
      ],
    ),
    general(
      'MAP-SHRP',
      'Maped Vivo Sharpener with Container',
      'Maped',
      'stationery',
      'Single-hole sharpener that keeps shavings inside.',
      40,
    ),
    general(
      'KOR-GLUE',
      'Kores Glue Stick 15 g',
      'Kores',
      'stationery',
      'Non-toxic, washable glue stick.',
      35,
      [
        ['1', 'Single', 35],
        ['3', 'Pack of 3', 99],
      ],
    ),
    general(
      'CLM-EXAM',
      'Camlin Exam Pad with Clip',
      'Camlin',
      'stationery',
      'Hard board exam pad, foolscap size.',
      120,
    ),
    general(
      'CLM-GEO',
      'Camlin Scholar Geometry Box',
      'Camlin',
      'geometry-and-maths',
      'Compass, divider, protractor, set squares and scale.',
      185,
    ),
    general(
      'FC-GEO',
      'Faber-Castell Geometry Box',
      'Faber-Castell',
      'geometry-and-maths',
      'Metal box with precision instruments.',
      210,
    ),
    general(
      'CAS-82MS',
      'Casio fx-82MS Scientific Calculator',
      'Casio',
      'geometry-and-maths',
      '240 functions, allowed in board exams.',
      695,
    ),
    general(
      'NTR-SCALE',
      'Natraj 30 cm Plastic Scale',
      'Natraj',
      'geometry-and-maths',
      'Clear scale with centimetre and inch markings.',
      20,
      [
        ['1', 'Single', 20],
        ['5', 'Pack of 5', 90],
      ],
    ),
    general(
      'CLM-OP',
      'Camlin Oil Pastels',
      'Camlin',
      'art-supplies',
      'Bright, smooth oil pastels.',
      60,
      [
        ['12', '12 Shades', 60],
        ['25', '25 Shades', 120],
        ['50', '50 Shades', 240],
      ],
    ),
    general(
      'FC-WC',
      'Faber-Castell Water Colour Cakes with Brush',
      'Faber-Castell',
      'art-supplies',
      'Brilliant colours that blend easily.',
      110,
      [
        ['12', '12 Shades', 110],
        ['24', '24 Shades', 210],
      ],
    ),
    general(
      'CLM-POST',
      'Camlin Poster Colours',
      'Camlin',
      'art-supplies',
      'Opaque poster colours, 10 ml bottles.',
      150,
      [
        ['6', '6 Shades', 150],
        ['12', '12 Shades', 285],
      ],
    ),
    general(
      'DOMS-CRAY',
      'Doms Wax Crayons',
      'Doms',
      'art-supplies',
      'Non-toxic crayons for young children.',
      45,
      [
        ['12', '12 Shades', 45],
        ['24', '24 Shades', 85],
      ],
    ),
    general(
      'FC-CONN',
      'Faber-Castell Connector Pens',
      'Faber-Castell',
      'art-supplies',
      'Clip-together sketch pens.',
      180,
      [
        ['10', '10 Shades', 90],
        ['25', '25 Shades', 180],
      ],
    ),
    general(
      'SCH-TIE',
      'School Tie (Striped)',
      'Uniform Craft',
      'uniform-accessories',
      'Clip-on or knot tie in school colours.',
      120,
      [
        ['CLIP', 'Clip-on, Junior', 120],
        ['KNOT', 'Knot, Senior', 150],
      ],
    ),
    general(
      'SCH-BELT',
      'School Belt with Metal Buckle',
      'Uniform Craft',
      'uniform-accessories',
      'Adjustable elastic belt.',
      140,
      [
        ['S', 'Small', 140],
        ['M', 'Medium', 150],
        ['L', 'Large', 160],
      ],
    ),
    general(
      'SCH-SOCK',
      'School Socks (White)',
      'Uniform Craft',
      'uniform-accessories',
      'Cotton-rich socks.',
      199,
      [
        ['S3', 'Size 3-4, Pack of 3', 199],
        ['S5', 'Size 5-6, Pack of 3', 219],
        ['S7', 'Size 7-8, Pack of 3', 239],
      ],
    ),
    general(
      'ID-HOLD',
      'ID Card Holder with Lanyard',
      'Uniform Craft',
      'uniform-accessories',
      'Transparent holder with printed lanyard.',
      45,
    ),
    general(
      'SKY-BAG',
      'Skybags School Backpack',
      'Skybags',
      'bags-and-bottles',
      'Padded straps, three compartments.',
      1299,
      [
        ['22L', '22 Litre', 1299],
        ['30L', '30 Litre', 1599],
      ],
    ),
    general(
      'WLD-BAG',
      'Wildcraft Junior Backpack',
      'Wildcraft',
      'bags-and-bottles',
      'Water-resistant fabric, rain cover included.',
      1499,
    ),
    general(
      'MIL-BOT',
      'Milton Kool Water Bottle',
      'Milton',
      'bags-and-bottles',
      'Insulated bottle, keeps water cool.',
      249,
      [
        ['500', '500 ml', 249],
        ['750', '750 ml', 319],
      ],
    ),
    general(
      'CEL-LUNCH',
      'Cello Steel Lunch Box',
      'Cello',
      'bags-and-bottles',
      'Two stainless steel containers in an insulated box.',
      399,
    ),
    general(
      'LAB-COAT',
      'Lab Coat (Cotton)',
      'Uniform Craft',
      'lab-supplies',
      'Full-sleeve white lab coat.',
      399,
      [
        ['S', 'Small', 399],
        ['M', 'Medium', 429],
        ['L', 'Large', 459],
      ],
    ),
    general(
      'LAB-FILE',
      'Science Practical File',
      'Sundaram',
      'lab-supplies',
      'Ring file with practical sheets.',
      85,
    ),
    ...competitionKits(),
  ];
}

/** Workbooks sold for each competition (see competitionDefinitions). */
function competitionKits(): ProductDefinition[] {
  const list: ProductDefinition[] = [];
  const kits: [string, string, string, number][] = [
    ['SOF-IMO', 'SOF International Mathematics Olympiad Workbook', 'MTG Learning', 170],
    ['SOF-NSO', 'SOF National Science Olympiad Workbook', 'MTG Learning', 170],
    ['SOF-IEO', 'SOF International English Olympiad Workbook', 'MTG Learning', 160],
    ['SPB-KIT', 'Spell Bee International Practice Kit', 'Spell Bee International', 350],
    ['SILV-ZONE', 'Silverzone Olympiad Previous Papers', 'Silverzone', 199],
  ];
  for (const [sku, title, brand, price] of kits) {
    for (const level of [2, 4, 6, 8, 10]) {
      list.push({
        sku: `${sku}-${String(level).padStart(2, '0')}`,
        title: `${title} Class ${level}`,
        brand,
        category: 'competition-kits',
        description: `Chapter-wise practice and model papers for Class ${level}.`,
        classLevel: String(level),
        pricePaise: rupee(price + level * 5),
        variants: [],
      });
    }
  }
  return list;
}

/** Every product the demo merchants may carry. */
export const productDefinitions: readonly ProductDefinition[] = [...textbooks(), ...supplies()];

export interface CompetitionDefinition {
  readonly name: string;
  /** Product skus (prefixes) sold for it. */
  readonly kitSku: string;
}

export const competitionDefinitions: readonly CompetitionDefinition[] = [
  { name: 'International Mathematics Olympiad (IMO)', kitSku: 'SOF-IMO' },
  { name: 'National Science Olympiad (NSO)', kitSku: 'SOF-NSO' },
  { name: 'International English Olympiad (IEO)', kitSku: 'SOF-IEO' },
  { name: 'Spell Bee International', kitSku: 'SPB-KIT' },
  { name: 'Silverzone International Olympiad of Mathematics', kitSku: 'SILV-ZONE' },
  { name: 'National Spelling Bee Championship', kitSku: 'SPB-KIT' },
  { name: 'Unified Council NSTSE', kitSku: 'SOF-NSO' },
  { name: 'Cyber Olympiad', kitSku: 'SILV-ZONE' },
];
