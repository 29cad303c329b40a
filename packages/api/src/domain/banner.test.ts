import { describe, expect, it } from 'vitest';
import {
  type BannerRuleValues,
  bannerMessages,
  checkBanner,
  firstBannerIssue,
  isBannerImageLink,
} from './banner.js';

const valid: BannerRuleValues = {
  title: 'Back to school',
  type: 'category',
  redirectId: '65f1a2b3c4d5e6f708192a3b',
  bannerUrl: 'https://cdn.example.in/back-to-school.png',
};

const issuesOf = (changes: Partial<BannerRuleValues>) => checkBanner({ ...valid, ...changes });

describe('checkBanner', () => {
  it('finds nothing wrong with a sound banner of each type', () => {
    expect(checkBanner(valid)).toEqual({});
    expect(issuesOf({ type: 'product' })).toEqual({});
    expect(issuesOf({ type: 'none', redirectId: null })).toEqual({});
    expect(issuesOf({ type: 'none', redirectId: '' })).toEqual({});
    expect(issuesOf({ bannerUrl: '/files/demo/banners/sale.svg' })).toEqual({});
  });

  it('needs the image link, with the spec’s message', () => {
    expect(issuesOf({ bannerUrl: '' })).toEqual({ bannerUrl: 'Banner image link is required.' });
    expect(issuesOf({ bannerUrl: '  ' })).toEqual({ bannerUrl: 'Banner image link is required.' });
  });

  it('takes only web links and stored files as the image', () => {
    for (const link of ['sale.png', 'ftp://x.in/a.png', 'https://', 'javascript:alert(1)']) {
      expect(issuesOf({ bannerUrl: link }), link).toEqual({
        bannerUrl: bannerMessages.bannerUrlFormat,
      });
    }
    expect(isBannerImageLink('HTTP://cdn.example.in/a.png?w=1200')).toBe(true);
    expect(isBannerImageLink('/files/a.png?expires=1')).toBe(false);
    expect(isBannerImageLink('https://cdn.example.in/a b.png')).toBe(false);
  });

  it('needs a title', () => {
    expect(issuesOf({ title: ' ' })).toEqual({ title: 'Banner title is required.' });
  });

  it('needs a target of the type’s kind, and none for type none', () => {
    expect(issuesOf({ redirectId: null })).toEqual({
      redirectId: 'Choose the category the banner leads to.',
    });
    expect(issuesOf({ type: 'product', redirectId: ' ' })).toEqual({
      redirectId: 'Choose the product the banner leads to.',
    });
    expect(issuesOf({ type: 'none' })).toEqual({ redirectId: bannerMessages.noTargetForNone });
  });

  it('says the first problem in the form’s order', () => {
    const issues = checkBanner({ title: '', type: 'product', redirectId: null, bannerUrl: '' });
    expect(Object.keys(issues)).toEqual(['title', 'redirectId', 'bannerUrl']);
    expect(firstBannerIssue(issues)).toBe(bannerMessages.titleRequired);
    expect(firstBannerIssue(issuesOf({ bannerUrl: '' }))).toBe(bannerMessages.bannerUrlRequired);
    expect(firstBannerIssue({})).toBeUndefined();
  });
});
