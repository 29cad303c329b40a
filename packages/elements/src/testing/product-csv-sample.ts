/**
 * A merchant's main-product CSV as design.md §4 fixes its columns, made in the page for the
 * dropzone's benchmark and stories: Indian school supplies, quoted commas, quotes and line breaks
 * in descriptions, Hindi and ₹ (multi-byte UTF-8), one to three image links, and now and then a
 * bad cell (`badEvery` rows apart) of the kinds an operator makes.
 */

export const productCsvHeader = [
  'sku',
  'title',
  'brand',
  'categoryName',
  'description',
  'price',
  'stock',
  'images',
] as const;

const brands = [
  ['CLM', 'Classmate'],
  ['CAM', 'Camlin'],
  ['FBC', 'Faber-Castell'],
  ['NAV', 'Navneet'],
  ['APS', 'Apsara'],
  ['NAT', 'Natraj'],
  ['DOM', 'Doms'],
  ['NCE', 'NCERT'],
  ['OXF', 'Oxford'],
  ['SCH', 'S. Chand'],
] as const;

const kinds = [
  ['NB', 'notebooks', 'Long notebook, 172 pages, ruled'],
  ['PN', 'pens', 'Gel pen, blue, pack of 5'],
  ['PC', 'pencils', 'HB pencils with eraser tip, pack of 10'],
  ['GS', 'geometry', 'Geometry box with compass and protractor'],
  ['TB', 'textbooks', 'Mathematics textbook for Class 6'],
  ['AR', 'art-supplies', 'Wax crayons, 24 shades'],
  ['BG', 'bags', 'School backpack, 30 L, water resistant'],
] as const;

const descriptions = [
  '',
  'Smooth 70 GSM paper that takes ink without bleeding.',
  'Approved for board exams, with a "no smudge" finish.',
  'Pack contents may vary in colour, subject to stock.',
  'कक्षा 6 के लिए, नवीनतम संस्करण। MRP ₹ inclusive of taxes.',
  'Two-line description:\nfirst the size, then the care instructions.',
  'Sturdy, light, and priced for the whole class; ideal for returning students.',
];

/** Bad cells, one per bad row, in turn: [column, value]. */
const badCells = [
  ['price', '-45'],
  ['price', '12.345'],
  ['stock', 'ten'],
  ['stock', '-3'],
  ['images', 'ftp://files.example.com/x.jpg'],
  ['title', ''],
  ['sku', 'NB 001'],
  ['price', '=1+1'],
] as const;

function quoted(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One product row's cells, in `productCsvHeader` order. */
export function productCsvRow(index: number, badEvery = 0): string[] {
  const [brandCode, brand] = brands[index % brands.length]!;
  const [kindCode, category, kindTitle] = kinds[(index >> 3) % kinds.length]!;
  const sku = `${brandCode}-${kindCode}-${String(index).padStart(6, '0')}`;
  const slug = sku.toLowerCase();
  const images = Array.from(
    { length: 1 + (index % 3) },
    (_, image) => `https://cdn.satchel.example/products/${slug}-${image + 1}.jpg`,
  );
  const cells: Record<(typeof productCsvHeader)[number], string> = {
    sku,
    title: `${brand} ${kindTitle}`,
    brand,
    categoryName: category,
    description: descriptions[index % descriptions.length]!,
    price: `${(index % 1900) + 10}.${String(index % 100).padStart(2, '0')}`,
    stock: String((index * 7) % 5000),
    images: images.join('|'),
  };
  if (badEvery > 0 && index % badEvery === badEvery - 1) {
    const [column, value] = badCells[Math.floor(index / badEvery) % badCells.length]!;
    cells[column] = value;
  }
  return productCsvHeader.map((column) => cells[column]);
}

/** A CSV file of `rows` product rows (CRLF line ends, as spreadsheets save). */
export function productCsvFile(rows: number, badEvery = 0, name = 'products.csv'): File {
  const lines = [productCsvHeader.join(',')];
  for (let index = 0; index < rows; index++) {
    lines.push(productCsvRow(index, badEvery).map(quoted).join(','));
  }
  return new File([`${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });
}
