import { describe, expect, it } from 'vitest';
import { catalogue as english } from './en.js';
import { catalogue as hindi } from './hi/index.js';
import { loadCatalogue, preferredLanguage } from './load-catalogue.js';

/**
 * Texts Hindi writes as English does: the brand, codes, symbols, product names (WhatsApp, SKU)
 * and texts made only of their parameters. Every other Hindi text differs from English and holds
 * Devanagari, so a text copied untranslated fails.
 */
const sameInBoth = new Set([
  'messages.brand',
  'messages.notFound.code',
  'messages.banners.bannerUrlPlaceholder',
  'messages.coupons.infinite',
  'messages.coupons.usage',
  'messages.drivers.fields.whatsappNumber',
  'messages.merchants.fields.whatsappNumber',
  'messages.orderDetails.sku',
  'messages.products.fields.sku',
  'messages.orderAssignment.progress',
  'messages.lists.bulk.skippedRow',
  'messages.schools.listing',
]);

/** Texts that differ from English but hold no Devanagari: parameters reordered. */
const withoutDevanagari = new Set(['messages.team.roleEditor.permissionOf']);

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A stand-in for any argument: whatever a text reads of it (a property, a method's result) is a
 * stand-in too, and it prints as the path read, ⟦0.payee.name⟧. A translation must print the same
 * paths as English, so no parameter is dropped, added or swapped.
 */
const standIn = (path: string): unknown =>
  new Proxy(() => undefined, {
    get: (_, key) =>
      key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf'
        ? () => `⟦${path}⟧`
        : standIn(`${path}.${String(key)}`),
    apply: () => standIn(`${path}()`),
  });

const standIns = (pattern: RegExp, text: string): string[] => (text.match(pattern) ?? []).sort();
const PRINTED = /⟦[^⟧]*⟧/g;
const BRACED = /\{\w+\}/g;
const NUMBERS = /\d+/g;

type TextFunction = (...args: unknown[]) => unknown;

/** What English says with every argument `value`; undefined when its arguments cannot be that. */
const sayWith = (text: TextFunction, value: unknown): string | undefined => {
  try {
    return String(text(...Array.from({ length: text.length }, () => value)));
  } catch {
    return undefined;
  }
};

/** Every difference between two catalogues, as "path: what is wrong". */
const differences = (en: unknown, hi: unknown, path: string): string[] => {
  if (typeof en === 'string') {
    if (typeof hi !== 'string') return [`${path}: a text in English, ${typeof hi} in Hindi`];
    const problems: string[] = [];
    if (hi.trim() === '') problems.push(`${path}: empty in Hindi`);
    if (!sameInBoth.has(path) && hi === en) problems.push(`${path}: not translated`);
    if (!sameInBoth.has(path) && !withoutDevanagari.has(path) && !DEVANAGARI.test(hi))
      problems.push(`${path}: no Hindi in "${hi}"`);
    if (standIns(BRACED, hi).join() !== standIns(BRACED, en).join())
      problems.push(`${path}: placeholders differ`);
    return problems;
  }
  if (typeof en === 'function') {
    if (typeof hi !== 'function') return [`${path}: a function in English, ${typeof hi} in Hindi`];
    if (hi.length !== en.length)
      return [`${path}: ${en.length} parameters in English, ${hi.length} in Hindi`];
    const args = Array.from({ length: en.length }, (_, index) => standIn(String(index)));
    const enText = String(en(...args));
    const hiText = String(hi(...args));
    const problems = differences(enText, hiText, path);
    if (standIns(PRINTED, hiText).join() !== standIns(PRINTED, enText).join())
      problems.push(`${path}: prints ${hiText} for English ${enText}`);
    // The other branches (one row, two rows): the same numbers printed, a text in each.
    for (const value of [1, 2]) {
      const enSaid = sayWith(en as TextFunction, value);
      if (enSaid === undefined) continue;
      const hiSaid = String(
        (hi as TextFunction)(...Array.from({ length: hi.length }, () => value)),
      );
      if (hiSaid.trim() === '') problems.push(`${path}(${value}…): empty in Hindi`);
      if (standIns(NUMBERS, hiSaid).join() !== standIns(NUMBERS, enSaid).join())
        problems.push(`${path}(${value}…): "${hiSaid}" for English "${enSaid}"`);
    }
    return problems;
  }
  if (typeof en === 'object' && en !== null) {
    if (typeof hi !== 'object' || hi === null) return [`${path}: a group in English, not in Hindi`];
    const enKeys = Object.keys(en);
    const hiKeys = Object.keys(hi);
    return [
      ...enKeys.filter((key) => !(key in hi)).map((key) => `${path}.${key}: missing in Hindi`),
      ...hiKeys.filter((key) => !(key in en)).map((key) => `${path}.${key}: not in English`),
      ...enKeys
        .filter((key) => key in hi)
        .flatMap((key) =>
          differences(
            (en as Record<string, unknown>)[key],
            (hi as Record<string, unknown>)[key],
            path ? `${path}.${key}` : key,
          ),
        ),
    ];
  }
  return en === hi ? [] : [`${path}: ${String(en)} in English, ${String(hi)} in Hindi`];
};

describe('the Hindi catalogue', () => {
  it('has every text of the English one and no other, each translated with the same parameters', () => {
    expect(differences(english, hindi, '')).toEqual([]);
  });

  it('is found wanting when a text is missing, added, untranslated or drops a parameter', () => {
    const broken = {
      messages: {
        ...hindi.messages,
        cancel: undefined,
        extra: 'अतिरिक्त',
        close: english.messages.close,
        documentsOf: () => 'दस्तावेज़',
        users: {
          ...hindi.messages.users,
          searchResults: (shown: number, _total: number, query: string) => `${query}: ${shown} मिले`,
          selectedCount: (count: number) => `${count + 1} चुने गए`,
        },
      },
      twoStepLogin: hindi.twoStepLogin,
      elements: hindi.elements,
    };
    expect(differences(english, broken, '')).toEqual([
      'messages.extra: not in English',
      'messages.cancel: a text in English, undefined in Hindi',
      'messages.close: not translated',
      'messages.close: no Hindi in "Close"',
      'messages.documentsOf: 1 parameters in English, 0 in Hindi',
      'messages.users.searchResults: prints ⟦2⟧: ⟦0⟧ मिले for English First ⟦0⟧ of ⟦1⟧ users matching “⟦2⟧”',
      'messages.users.selectedCount(1…): "2 चुने गए" for English "1 selected"',
      'messages.users.selectedCount(2…): "3 चुने गए" for English "2 selected"',
    ]);
  });

  it("chooses each language's plural by its own rules", () => {
    const en = english.messages.productManagement;
    expect([0, 1, 1234567].map(en.rowsOf)).toEqual(['0 rows', '1 row', '12,34,567 rows']);
    // Hindi counts 0 as one (CLDR): "0 पंक्ति", as "1 पंक्ति".
    const hi = hindi.messages.productManagement;
    expect([0, 1, 2].map(hi.rowsOf)).toEqual(['0 पंक्ति', '1 पंक्ति', '2 पंक्तियाँ']);
  });

  it('writes rupees and counts with Indian grouping', () => {
    expect(hindi.messages.lists.export.rows(250000)).toBe('2,50,000 पंक्तियाँ CSV में एक्सपोर्ट करें');
    expect(
      hindi.messages.schools.listing({ title: 'कॉपी', storeName: 'शर्मा स्टेशनर्स', price: 123456.5 }),
    ).toBe('कॉपी — शर्मा स्टेशनर्स, ₹1,23,456.50');
  });
});

describe('loadCatalogue', () => {
  it('loads the chosen language only', async () => {
    expect((await loadCatalogue('hi')).messages.login.signIn).toBe('साइन इन करें');
    expect((await loadCatalogue('en')).messages.login.signIn).toBe('Sign In');
  });
});

describe('preferredLanguage', () => {
  it('takes the first of the browser’s languages the console speaks', () => {
    expect(preferredLanguage(['hi-IN', 'en-GB'])).toBe('hi');
    expect(preferredLanguage(['ta-IN', 'HI', 'en'])).toBe('hi');
    expect(preferredLanguage(['en-IN', 'hi-IN'])).toBe('en');
  });

  it('falls back to English when it speaks none of them', () => {
    expect(preferredLanguage(['ta-IN', 'fr'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
  });
});
