import { type Static, Type } from 'typebox';
import { setTypes } from '../domain/school.js';
import { defineCall } from './call.js';
import { Id, ListQuery, MessageBody, Nullable } from './common.js';
import { listEnvelope } from './list.js';

export const orderStatuses = [
  'placed',
  'merchantAccepted',
  'merchantRejected',
  'readyToPick',
  'driverAccepted',
  'outForDelivery',
  'delivered',
  'cancelled',
] as const;
export const OrderStatus = Type.Enum(orderStatuses);
export type OrderStatus = Static<typeof OrderStatus>;
/** The status filter: a status, or `all` (spec part 1 §4). */
export const OrderStatusFilter = Type.Enum(['all', ...orderStatuses]);

/** An item's status; `outForDelivery`: a driver has picked it up with its order. */
export const itemStatuses = [
  'placed',
  'merchantAccepted',
  'merchantRejected',
  'readyToPick',
  'outForDelivery',
  'delivered',
  'cancelled',
] as const;
export const ItemStatus = Type.Enum(itemStatuses);

export const paymentMethods = ['cod', 'online'] as const;
export const PaymentMethod = Type.Enum(paymentMethods);
export const paymentStatuses = ['paid', 'unpaid'] as const;
export const PaymentStatus = Type.Enum(paymentStatuses);

/** An order as the list shows it (spec part 1 §3). */
export const OrderRow = Type.Object({
  id: Id,
  orderId: Type.String(),
  /** `YYYY-MM-DD HH:mm:ss` in India's time; the part before the space is the day. */
  orderTime: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' }),
  customer: Type.String(),
  address: Type.String(),
  status: OrderStatus,
  subTotal: Type.Number(),
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus,
});
export type OrderRow = Static<typeof OrderRow>;

export const orderList = listEnvelope(
  { items: 'data.orders', total: 'data.totalOrders', pages: 'data.totalPages' },
  OrderRow,
);

export const OrderListQuery = Type.Object({
  ...ListQuery.properties,
  status: Type.Optional(OrderStatusFilter),
  orderId: Type.Optional(Type.String({ maxLength: 40 })),
  customerName: Type.Optional(Type.String({ maxLength: 200 })),
  customerPhone: Type.Optional(Type.String({ maxLength: 20 })),
  paymentMethod: Type.Optional(PaymentMethod),
  paymentStatus: Type.Optional(PaymentStatus),
  /** Our addition (the Dashboard's tiles): `true`, orders no driver has; `false`, with a driver. */
  withoutDriver: Type.Optional(Type.Enum(['true', 'false'])),
  /** Our addition (the Dashboard's late deliveries): orders placed before this instant. */
  placedBefore: Type.Optional(Type.String({ format: 'date-time', maxLength: 40 })),
});

export const list = defineCall({
  method: 'GET',
  path: '/sales/orders',
  summary: 'List orders, newest first by default, filtered by status and order fields',
  tags: ['orders'],
  auth: true,
  permission: 'orders:read',
  querystring: OrderListQuery,
  response: { 200: orderList.schema },
});

export const DailyTotal = Type.Object({
  /** `YYYY-MM-DD`, a day of India's calendar. */
  day: Type.String(),
  totalSales: Type.Number(),
  orderCount: Type.Integer(),
});
export type DailyTotal = Static<typeof DailyTotal>;

export const dailyTotals = defineCall({
  method: 'GET',
  path: '/sales/orders/daily-totals',
  summary: 'Sales and order count per day over the last days, for a status or all',
  tags: ['orders'],
  auth: true,
  permission: 'orders:read',
  querystring: Type.Object({
    status: Type.Optional(OrderStatusFilter),
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 30 })),
  }),
  response: { 200: Type.Object({ data: Type.Object({ days: Type.Array(DailyTotal) }) }) },
});

const Coordinate = Nullable(Type.Number());

export const PossibleMerchant = Type.Object({
  id: Id,
  name: Type.String(),
  storeName: Type.String(),
  phone: Type.String(),
  isGolden: Type.Boolean(),
  address: Type.Object({
    street: Nullable(Type.String()),
    city: Nullable(Type.String()),
    state: Nullable(Type.String()),
    country: Type.String(),
    postalCode: Nullable(Type.String()),
    latitude: Coordinate,
    longitude: Coordinate,
  }),
});
export type PossibleMerchant = Static<typeof PossibleMerchant>;

export const PossibleDriver = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  profilePicture: Nullable(Type.String()),
  phone: Type.String(),
  whatsappNumber: Nullable(Type.String()),
  isGolden: Type.Boolean(),
  current: Type.Boolean(),
  rejected: Type.Boolean(),
  isAvailable: Type.Boolean(),
  isOutForDelivery: Type.Boolean(),
  currentLocation: Type.Object({ latitude: Coordinate, longitude: Coordinate }),
});
export type PossibleDriver = Static<typeof PossibleDriver>;

export const OrderItem = Type.Object({
  id: Id,
  productId: Nullable(Id),
  bundleId: Nullable(Id),
  product: Nullable(
    Type.Object({
      title: Type.String(),
      brand: Type.String(),
      sku: Type.String(),
      images: Type.Array(Type.String()),
    }),
  ),
  /** Our addition: what names a bundle item (null for a product), its set, class and school. */
  bundle: Nullable(
    Type.Object({
      schoolName: Type.String(),
      classLevel: Type.String(),
      setType: Type.Enum(setTypes),
    }),
  ),
  price: Type.Number(),
  quantity: Type.Integer(),
  itemStatus: ItemStatus,
  merchantId: Nullable(Id),
  possibleMerchants: Type.Array(PossibleMerchant),
});
export type OrderItem = Static<typeof OrderItem>;

const Charge = Type.Number({ minimum: 0 });

/** One order with everything the details view shows (spec part 2 §3). */
export const Order = Type.Object({
  id: Id,
  orderId: Type.String(),
  status: OrderStatus,
  createdAt: Type.String({ format: 'date-time' }),
  subTotal: Type.Number(),
  paymentInfo: Type.Object({ paymentStatus: PaymentStatus, paymentMethod: PaymentMethod }),
  items: Type.Array(OrderItem),
  customer: Type.Object({
    name: Type.String(),
    email: Type.Optional(Type.String()),
    phone: Type.String(),
  }),
  billingAddress: Type.Object({
    addressLine1: Type.String(),
    city: Type.String(),
    state: Type.String(),
    postalCode: Type.String(),
    latitude: Coordinate,
    longitude: Coordinate,
  }),
  additionalCharges: Type.Object({
    deliveryFee: Charge,
    platformFee: Charge,
    handlingFee: Charge,
    smallCartFee: Charge,
    tip: Charge,
    otherFees: Charge,
  }),
  driverId: Nullable(Id),
  possibleDrivers: Type.Array(PossibleDriver),
});
export type Order = Static<typeof Order>;

/** The order's id or its order number. */
const OrderRef = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) });

export const details = defineCall({
  method: 'GET',
  path: '/sales/orders/details/:id',
  summary: 'One order with its items, customer, charges and drivers ("Order not found!" when none)',
  tags: ['orders'],
  auth: true,
  permission: 'orders:read',
  params: OrderRef,
  response: { 200: Type.Object({ data: Order }) },
});

export const MerchantMatch = Type.Object({
  merchantId: Id,
  storeName: Type.String(),
  phone: Type.String(),
  matchedProducts: Type.Array(Type.Object({ id: Id, title: Type.String() })),
});
export type MerchantMatch = Static<typeof MerchantMatch>;

export const findMerchants = defineCall({
  method: 'GET',
  path: '/sales/orders/find-merchants/:id',
  summary: "Merchants able to supply the order's products, each with the products it matched",
  tags: ['orders'],
  auth: true,
  permission: 'orders:read',
  params: OrderRef,
  response: { 200: Type.Object({ possibleMerchants: Type.Array(MerchantMatch) }) },
});

export const assignMerchants = defineCall({
  method: 'POST',
  path: '/sales/orders/assign-merchants-by-admin/:id',
  summary: 'Assign one merchant to each product of the order, all or nothing',
  tags: ['orders'],
  auth: true,
  permission: 'orders:write',
  params: OrderRef,
  body: Type.Object({
    items: Type.Array(Type.Object({ productId: Id, merchantId: Id }), {
      minItems: 1,
      maxItems: 500,
    }),
  }),
  response: { 200: MessageBody },
});
