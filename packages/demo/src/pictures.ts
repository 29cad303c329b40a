import type { PictureKind } from './catalogue-data.js';

/**
 * The demo's pictures: small SVG cards (a coloured background, a label, initials), written once
 * into the file storage under `demo/…` and shared by every row that shows one.
 */
export interface Picture {
  readonly key: string;
  readonly svg: string;
}

const palette = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#7c3aed',
  '#c2410c',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function card(width: number, height: number, colour: string, big: string, small: string): string {
  const fontSize = Math.round(Math.min(width / Math.max(big.length, 2), height / 2.2));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" rx="12" fill="${colour}"/>`,
    `<rect x="8" y="8" width="${width - 16}" height="${height - 16}" rx="8" fill="none" stroke="#ffffff" stroke-opacity=".35" stroke-width="2"/>`,
    `<text x="50%" y="48%" fill="#ffffff" font-family="Verdana,sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${escapeXml(big)}</text>`,
    `<text x="50%" y="84%" fill="#ffffff" font-family="Verdana,sans-serif" font-size="${Math.round(height / 11)}" text-anchor="middle">${escapeXml(small)}</text>`,
    '</svg>',
  ].join('');
}

const initials = (name: string) =>
  name
    .replace(/\(.*\)/, '')
    .split(/[\s-]+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 3);

export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const colourOf = (index: number) => palette[index % palette.length] as string;

/** Product pictures: three colours per kind. */
export const productPictureKeys = (kind: PictureKind): string[] =>
  [1, 2, 3].map((n) => `demo/products/${kind}-${n}.svg`);

export const categoryLogoKey = (name: string) => `demo/categories/${name}.svg`;
export const schoolLogoKey = (schoolName: string) => `demo/schools/${slug(schoolName)}.svg`;
export const competitionLogoKey = (name: string) => `demo/competitions/${slug(name)}.svg`;
export const bannerKey = (title: string) => `demo/banners/${slug(title)}.svg`;
export const storePhotoKeys = [1, 2, 3, 4].map((n) => `demo/merchants/store-front-${n}.svg`);
/** Documents are private (see files/file-keys.ts): served only through signed links. */
export const merchantDocumentKeys = {
  gst: 'private/demo/merchants/gst-certificate.svg',
  pan: 'private/demo/merchants/pan-card.svg',
  bank: 'private/demo/merchants/bank-passbook.svg',
} as const;
export const driverPhotoKeys = [1, 2, 3, 4, 5, 6].map((n) => `demo/drivers/profile-${n}.svg`);
export const driverDocumentKeys = {
  licence: 'private/demo/drivers/driving-licence.svg',
  aadhaar: 'private/demo/drivers/aadhaar-card.svg',
  rc: 'private/demo/drivers/vehicle-rc.svg',
} as const;

const productLabels: Readonly<Record<PictureKind, string>> = {
  textbook: 'Textbook',
  reference: 'Reference',
  notebook: 'Notebook',
  writing: 'Pens & Pencils',
  geometry: 'Geometry',
  art: 'Art',
  uniform: 'Uniform',
  bag: 'Bags',
  kit: 'Olympiad',
  lab: 'Lab',
};

export interface PictureNames {
  readonly categories: readonly { readonly name: string; readonly displayName: string }[];
  /** Each school's full name (its logo's key and caption) and short name (the logo's text). */
  readonly schools: readonly { readonly name: string; readonly short: string }[];
  readonly competitions: readonly string[];
  readonly banners: readonly string[];
}

/** Every picture the demo references, given the names the generator uses. */
export function demoPictures(names: PictureNames): Picture[] {
  const pictures: Picture[] = [];
  const add = (key: string, svg: string) => pictures.push({ key, svg });
  Object.entries(productLabels).forEach(([kind, label], k) => {
    productPictureKeys(kind as PictureKind).forEach((key, n) => {
      add(key, card(400, 400, colourOf(k + n * 3), label.slice(0, 2).toUpperCase(), label));
    });
  });
  names.categories.forEach(({ name, displayName }, i) => {
    add(categoryLogoKey(name), card(200, 200, colourOf(i), initials(displayName), displayName));
  });
  names.schools.forEach(({ name, short }, i) => {
    add(schoolLogoKey(name), card(200, 200, colourOf(i + 2), short, name));
  });
  names.competitions.forEach((name, i) => {
    add(competitionLogoKey(name), card(200, 200, colourOf(i + 5), initials(name), name));
  });
  names.banners.forEach((title, i) => {
    add(bannerKey(title), card(1200, 400, colourOf(i + 1), title, 'Satchel — school supplies'));
  });
  storePhotoKeys.forEach((key, i) => {
    add(key, card(400, 300, colourOf(i + 4), 'STORE', 'Store front'));
  });
  add(merchantDocumentKeys.gst, card(600, 400, '#334155', 'GST', 'Registration certificate'));
  add(merchantDocumentKeys.pan, card(600, 380, '#1e3a8a', 'PAN', 'Permanent account number'));
  add(merchantDocumentKeys.bank, card(600, 400, '#065f46', 'BANK', 'Passbook / cancelled cheque'));
  driverPhotoKeys.forEach((key, i) => {
    add(key, card(200, 200, colourOf(i + 3), '☺', 'Driver'));
  });
  add(driverDocumentKeys.licence, card(600, 380, '#7c2d12', 'DL', 'Driving licence'));
  add(driverDocumentKeys.aadhaar, card(600, 380, '#9a3412', 'UID', 'Aadhaar card'));
  add(driverDocumentKeys.rc, card(600, 380, '#3f3f46', 'RC', 'Vehicle registration'));
  return pictures;
}

/** Where the pictures go: the server's file storage, or anything else that stores by key. */
export interface PictureStorage {
  put(key: string, bytes: string, contentType: string): Promise<void>;
}

/** Writes the pictures into `storage` (replacing same-named ones: the content is the same). */
export async function writePictures(storage: PictureStorage, pictures: readonly Picture[]) {
  for (const { key, svg } of pictures) await storage.put(key, svg, 'image/svg+xml');
}
