import { beforeEach, describe, expect, it } from 'vitest';
import { loadStores, visit } from '../testing/load-stores.js';

beforeEach(() => {
  localStorage.clear();
  visit('/');
});

describe("a section's tab", () => {
  it('is the one the URL names, so a reload or a copied link shows it again', async () => {
    visit('/#/special-category?tab=competition');
    const { $sectionTab } = await loadStores();

    expect($sectionTab.get()).toBe('competition');
  });

  it('is none (the first) when the URL names none', async () => {
    visit('/#/special-category');
    const { $sectionTab } = await loadStores();

    expect($sectionTab.get()).toBeNull();
  });

  it('goes into the URL when shown, as a step Back undoes', async () => {
    visit('/#/special-category');
    const { $sectionTab, showSectionTab } = await loadStores();
    const unbind = $sectionTab.listen(() => {});
    const entries = history.length;

    showSectionTab('college');
    expect(location.hash).toBe('#/special-category?tab=college');
    expect($sectionTab.get()).toBe('college');
    expect(history.length).toBe(entries + 1);

    showSectionTab('college');
    expect(history.length).toBe(entries + 1);
    unbind();
  });
});
