import type { orders } from '@satchel/api';
import type { FakeAnswer } from './fake-fetch.js';

/** Ids of the fixture: an order with a notebook (2 items) and a pen, and two merchants. */
export const ids = {
  order: '0'.repeat(23).concat('1'),
  notebook: 'a'.repeat(24),
  pen: 'b'.repeat(24),
  vidya: 'c'.repeat(24),
  sharma: 'd'.repeat(24),
} as const;

const item = (
  n: number,
  productId: string,
  title: string,
  merchantId: string | null = null,
): orders.OrderItem => ({
  id: String(n).padStart(24, 'e'),
  productId,
  bundleId: null,
  bundle: null,
  product: { title, brand: 'Camlin', sku: `SKU-${n}`, images: [] },
  price: 50,
  quantity: 1,
  itemStatus: 'placed',
  merchantId,
  possibleMerchants: [],
});

/** A placed order whose notebook appears twice; `merchantId` is assigned to its pen. */
export const order = (penMerchant: string | null = null): orders.Order => ({
  id: ids.order,
  orderId: 'SAT-2611-000001',
  status: 'placed',
  createdAt: '2026-11-02T04:45:00.000Z',
  subTotal: 150,
  paymentInfo: { paymentStatus: 'unpaid', paymentMethod: 'cod' },
  items: [
    item(1, ids.notebook, 'Notebook'),
    item(2, ids.pen, 'Pen', penMerchant),
    item(3, ids.notebook, 'Notebook'),
  ],
  customer: { name: 'Asha Rao', phone: '9876543210' },
  billingAddress: {
    addressLine1: '4 Park Street',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
    latitude: 18.52,
    longitude: 73.85,
  },
  additionalCharges: {
    deliveryFee: 20,
    platformFee: 0,
    handlingFee: 0,
    smallCartFee: 0,
    tip: 0,
    otherFees: 0,
  },
  driverId: null,
  possibleDrivers: [],
});

export const orderAnswer = (penMerchant: string | null = null): FakeAnswer => ({
  status: 200,
  body: { data: order(penMerchant) },
});

/** Vidya matches both products, Sharma only the pen. */
export const merchantsAnswer: FakeAnswer = {
  status: 200,
  body: {
    possibleMerchants: [
      {
        merchantId: ids.vidya,
        storeName: 'Vidya Books',
        phone: '9811112222',
        matchedProducts: [
          { id: ids.notebook, title: 'Notebook' },
          { id: ids.pen, title: 'Pen' },
        ],
      },
      {
        merchantId: ids.sharma,
        storeName: 'Sharma Stationers',
        phone: '9811113333',
        matchedProducts: [{ id: ids.pen, title: 'Pen' }],
      },
    ],
  },
};
