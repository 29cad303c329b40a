import { describe, expect, it } from 'vitest';
import {
  checkCategory,
  checkLogoFile,
  firstCategoryIssue,
  isImageLink,
  MAX_LOGO_BYTES,
  categoryMessages as text,
} from './category.js';

const sound = {
  name: 'pens',
  displayName: 'Pens',
  logoUrl: 'https://cdn.example.in/pens.png',
  hasLogoFile: false,
};

describe('checkCategory', () => {
  it('takes a name, a display name and an image link, or an image file', () => {
    expect(checkCategory(sound)).toEqual({});
    expect(checkCategory({ ...sound, logoUrl: '', hasLogoFile: true })).toEqual({});
  });

  it('requires a name and a display name, blank after trimming being none', () => {
    expect(checkCategory({ ...sound, name: '  ', displayName: '' })).toEqual({
      name: text.nameRequired,
      displayName: text.displayNameRequired,
    });
  });

  it('requires an image link or an image file, and not both', () => {
    expect(checkCategory({ ...sound, logoUrl: ' ' })).toEqual({ logo: text.logoRequired });
    expect(checkCategory({ ...sound, hasLogoFile: true })).toEqual({ logo: text.logoBoth });
  });

  it('takes only an http(s) link as an image link', () => {
    for (const link of ['javascript:alert(1)', 'data:image/png;base64,AA', '/files/a.png', 'x']) {
      expect(checkCategory({ ...sound, logoUrl: link }), link).toEqual({
        logoUrl: text.logoUrlInvalid,
      });
    }
  });

  it('names the first issue in the form’s order', () => {
    const issues = checkCategory({ name: '', displayName: '', logoUrl: '', hasLogoFile: false });
    expect(firstCategoryIssue(issues)).toBe(text.nameRequired);
    expect(firstCategoryIssue({ logo: text.logoBoth })).toBe(text.logoBoth);
    expect(firstCategoryIssue({})).toBeUndefined();
  });
});

describe('isImageLink', () => {
  it('is an absolute http or https address without spaces', () => {
    expect(isImageLink('http://cdn.example.in/a.svg')).toBe(true);
    expect(isImageLink('HTTPS://CDN.EXAMPLE.IN/A.PNG')).toBe(true);
    expect(isImageLink('https://cdn.example.in/a b.png')).toBe(false);
    expect(isImageLink('ftp://cdn.example.in/a.png')).toBe(false);
    expect(isImageLink('https://')).toBe(false);
    expect(isImageLink(`https://cdn.example.in/${'a'.repeat(2048)}`)).toBe(false);
  });
});

describe('checkLogoFile', () => {
  it('takes PNG, JPEG, WebP and SVG files up to the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']) {
      expect(checkLogoFile({ type, size: MAX_LOGO_BYTES }), type).toBeUndefined();
    }
  });

  it('refuses other types and larger files', () => {
    expect(checkLogoFile({ type: 'application/pdf', size: 10 })).toBe(text.logoType);
    expect(checkLogoFile({ type: '', size: 10 })).toBe(text.logoType);
    expect(checkLogoFile({ type: 'image/png', size: MAX_LOGO_BYTES + 1 })).toBe(text.logoTooLarge);
  });
});
