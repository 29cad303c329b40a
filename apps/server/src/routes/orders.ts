import {
  addDays,
  addressLine,
  businessDateTime,
  businessDay,
  errorCodes,
  orders,
} from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, refusal } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { registerList } from '../http/register-list.js';
import { assignMerchants, merchantMatches } from '../repos/order-assignment.js';
import {
  dailyOrderTotals,
  findOrderDetails,
  listOrders,
  type Order,
  type OrderDetails,
  type PossibleDriver,
  type PossibleMerchant,
} from '../repos/orders.js';
import { isoTime } from './wire-time.js';

const coordinate = (value: string | null) => (value === null ? null : Number(value));

export const orderRowOnWire = (order: Order): orders.OrderRow => ({
  id: order.id,
  orderId: order.orderId,
  orderTime: businessDateTime(order.createdAt),
  customer: order.customerName,
  address: addressLine({ ...order, street: order.addressLine1 }),
  status: order.status,
  subTotal: Number(order.subTotal),
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
});

const possibleMerchantOnWire = (merchant: PossibleMerchant): orders.PossibleMerchant => ({
  id: merchant.id,
  name: merchant.merchantName,
  storeName: merchant.storeName,
  phone: merchant.phone,
  isGolden: merchant.isGolden,
  address: {
    street: merchant.street,
    city: merchant.city,
    state: merchant.state,
    country: merchant.country,
    postalCode: merchant.postalCode,
    latitude: coordinate(merchant.latitude),
    longitude: coordinate(merchant.longitude),
  },
});

const possibleDriverOnWire = (driver: PossibleDriver): orders.PossibleDriver => ({
  id: driver.id,
  firstName: driver.firstName,
  lastName: driver.lastName,
  profilePicture: driver.profilePicture,
  phone: driver.phone,
  whatsappNumber: driver.whatsappNumber,
  isGolden: driver.isGolden,
  current: driver.isCurrent,
  rejected: driver.rejected,
  isAvailable: driver.isAvailable,
  isOutForDelivery: driver.isOutForDelivery,
  currentLocation: {
    latitude: coordinate(driver.currentLatitude),
    longitude: coordinate(driver.currentLongitude),
  },
});

export const orderOnWire = ({ order, items, possibleDrivers }: OrderDetails): orders.Order => ({
  id: order.id,
  orderId: order.orderId,
  status: order.status,
  createdAt: isoTime(order.createdAt),
  subTotal: Number(order.subTotal),
  paymentInfo: { paymentStatus: order.paymentStatus, paymentMethod: order.paymentMethod },
  items: items.map((item) => ({
    id: item.id,
    productId: item.productId,
    bundleId: item.bundleId,
    product: item.product,
    bundle: item.bundle,
    price: Number(item.price),
    quantity: item.quantity,
    itemStatus: item.itemStatus,
    merchantId: item.merchantId,
    possibleMerchants: item.possibleMerchants.map(possibleMerchantOnWire),
  })),
  customer: {
    name: order.customerName,
    phone: order.customerPhone,
    ...(order.customerEmail && { email: order.customerEmail }),
  },
  billingAddress: {
    addressLine1: order.addressLine1,
    city: order.city,
    state: order.state,
    postalCode: order.postalCode,
    latitude: coordinate(order.latitude),
    longitude: coordinate(order.longitude),
  },
  additionalCharges: {
    deliveryFee: Number(order.deliveryFee),
    platformFee: Number(order.platformFee),
    handlingFee: Number(order.handlingFee),
    smallCartFee: Number(order.smallCartFee),
    tip: Number(order.tip),
    otherFees: Number(order.otherFees),
  },
  driverId: order.driverId,
  possibleDrivers: possibleDrivers.map(possibleDriverOnWire),
});

/** The console keys the "Order details not found!" dialog off this text (spec part 2 §8). */
export const orderNotFound = () => new HttpError(404, 'Order not found!');

/** The orders' calls: list, daily totals, details, finding and assigning merchants. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  registerList(app, orders.list, orders.orderList, listOrders, orderRowOnWire);

  registerCall(app, orders.dailyTotals, async ({ query }) => {
    const to = businessDay();
    const from = addDays(to, -((query.days ?? 30) - 1));
    const days = await dailyOrderTotals(db, { from, to, status: query.status });
    return {
      data: {
        days: days.map((day) => ({
          day: day.day,
          totalSales: Number(day.subTotal),
          orderCount: day.orders,
        })),
      },
    };
  });

  registerCall(app, orders.details, async ({ params }) => {
    const found = await findOrderDetails(db, params.id);
    if (!found) throw orderNotFound();
    return { data: orderOnWire(found) };
  });

  registerCall(app, orders.findMerchants, async ({ params }) => {
    const possibleMerchants = await merchantMatches(db, params.id);
    if (!possibleMerchants) throw orderNotFound();
    return { possibleMerchants };
  });

  registerCall(app, orders.assignMerchants, async ({ params, body }) => {
    const outcome = await assignMerchants(db, params.id, body.items);
    if (outcome.ok) return { message: `Merchants assigned to ${outcome.assigned} products` };
    if (outcome.reason === 'notFound') throw orderNotFound();
    if (outcome.reason === 'invalid') throw new HttpError(400, outcome.message);
    // Cancelled: without `queued` no order is ever 'taken'.
    throw refusal(409, errorCodes.orderCancelled);
  });
};
