import { describe, expect, it } from 'vitest';
import { knownSections, sidebarSections } from './sections.js';

describe('sections', () => {
  it('lists the twelve sidebar entries in the specification order', () => {
    expect(sidebarSections.map(({ label, path }) => `${label} ${path}`)).toEqual([
      'Dashboard /dashboard',
      'Users /users',
      'Merchants /merchants',
      'Delivery Boys /delivery',
      'Product Management /product-management',
      'Products /products',
      'Categories /categories',
      'Banners /banners',
      'Coupon Management /coupon',
      'Special Category /special-category',
      'Sales Track /sales-track',
      'Order Management /order-management',
    ]);
  });

  it('knows /settings without giving it a sidebar entry', () => {
    expect(knownSections.map((section) => section.path)).toContain('/settings');
    expect(sidebarSections.map((section) => section.path)).not.toContain('/settings');
    expect(knownSections).toHaveLength(13);
  });
});
