import { describe, expect, it } from 'vitest';
import { blockedAsMixedContent, websiteUrl } from './websiteUrl.js';

describe('a website the preview may frame', () => {
  it('is an http or https URL only', () => {
    expect(websiteUrl(' https://example.com/shop ')).toBe('https://example.com/shop');
    expect(websiteUrl('http://example.com')).toBe('http://example.com/');
    expect(websiteUrl('javascript:alert(1)')).toBeNull();
    expect(websiteUrl('not a url')).toBeNull();
    expect(websiteUrl(null)).toBeNull();
  });

  it('is blocked as mixed content only when an https console would frame an http site', () => {
    expect(blockedAsMixedContent('http://example.com/', 'https:')).toBe(true);
    expect(blockedAsMixedContent('https://example.com/', 'https:')).toBe(false);
    expect(blockedAsMixedContent('http://example.com/', 'http:')).toBe(false);
    expect(blockedAsMixedContent('https://example.com/', 'http:')).toBe(false);
  });
});
