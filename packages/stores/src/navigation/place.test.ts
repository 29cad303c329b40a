import { beforeEach, describe, expect, it } from 'vitest';
import { loadStores, visit } from '../testing/load-stores.js';

const waitForPopstate = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { once: true }),
  );

beforeEach(() => {
  localStorage.clear();
  visit('/');
});

describe('section', () => {
  it('starts on /users when the URL names no section', async () => {
    const { $section } = await loadStores();

    expect($section.get()).toBe('/users');
  });

  it('starts on the section the URL hash names', async () => {
    visit('/#/order-management');
    const { $section } = await loadStores();

    expect($section.get()).toBe('/order-management');
  });

  it('puts the opened section in the URL as a new history entry', async () => {
    const { $section, openSection } = await loadStores();
    const unbind = $section.listen(() => {});
    const entries = history.length;

    openSection('/coupon');

    expect($section.get()).toBe('/coupon');
    expect(location.hash).toBe('#/coupon');
    expect(history.length).toBe(entries + 1);
    unbind();
  });

  it('follows Back to the previous section', async () => {
    visit('/#/users');
    const { $section, openSection } = await loadStores();
    const unbind = $section.listen(() => {});
    openSection('/banners');

    const popped = waitForPopstate();
    history.back();
    await popped;

    expect($section.get()).toBe('/users');
    unbind();
  });

  it('follows a hash typed into the address bar', async () => {
    const { $section } = await loadStores();
    const unbind = $section.listen(() => {});

    location.hash = '#/products';
    await new Promise<void>((resolve) =>
      window.addEventListener('hashchange', () => resolve(), { once: true }),
    );

    expect($section.get()).toBe('/products');
    unbind();
  });

  it('keeps the section in memory while the URL has no hash (a trip through /login)', async () => {
    const { $section, openSection } = await loadStores();
    const unbind = $section.listen(() => {});
    openSection('/merchants');

    visit('/login');
    window.dispatchEvent(new PopStateEvent('popstate'));

    expect($section.get()).toBe('/merchants');
    unbind();
  });
});
