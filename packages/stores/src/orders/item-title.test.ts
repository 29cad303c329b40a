import type { orders } from '@satchel/api';
import { describe, expect, it } from 'vitest';
import { orderItemTitle } from './item-title.js';

const item = (changes: Partial<orders.OrderItem>) =>
  ({
    productId: null,
    bundleId: null,
    product: null,
    bundle: null,
    ...changes,
  }) as orders.OrderItem;

describe("an order item's title", () => {
  it("is its product's title", () => {
    const product = { title: 'Atlas', brand: 'Oxford', sku: 'ATL-1', images: [] };
    expect(orderItemTitle(item({ productId: 'p'.repeat(24), product }))).toBe('Atlas');
  });

  it('names a bundle by its set, class and school', () => {
    const bundle = { setType: 'bookSet', classLevel: '5', schoolName: 'Delhi Public School' };
    expect(orderItemTitle(item({ bundleId: 'b'.repeat(24), bundle } as never))).toBe(
      'Book Set for Class 5, Delhi Public School',
    );
  });

  it('says "Bundle", or the product id, when the backend describes neither', () => {
    expect(orderItemTitle(item({ bundleId: 'b'.repeat(24) }))).toBe('Bundle');
    expect(orderItemTitle(item({ productId: 'p'.repeat(24) }))).toBe('p'.repeat(24));
  });
});
