import {
  addressLine,
  businessDateTime,
  errorCodes,
  merchants,
  needsApproval,
  successMessages,
} from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { type CsvColumn, toCsv } from '../http/csv.js';
import { HttpError, refusal } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { registerList } from '../http/register-list.js';
import {
  type EarningRecord,
  earningRecords,
  merchantEarnings,
} from '../repos/merchant-earnings.js';
import {
  findMerchant,
  findMerchantDocuments,
  listMerchants,
  type Merchant,
  setMerchantStatus,
} from '../repos/merchants.js';
import { isWholePaise } from '../repos/money.js';
import { merchantProducts, type Product } from '../repos/products.js';
import { readSetting } from '../repos/settings.js';
import {
  requestMerchantSettlement,
  type SettlementRefusal,
  settleMerchant,
} from '../repos/settlements.js';
import { earningPeriod } from './earning-period.js';
import { requestById } from './settlement-request-wire.js';
import { isoTime } from './wire-time.js';

export const merchantOnWire = (merchant: Merchant): merchants.Merchant => ({
  id: merchant.id,
  _id: merchant.id,
  storeName: merchant.storeName,
  merchantName: merchant.merchantName,
  phone: merchant.phone,
  whatsappNumber: merchant.whatsappNumber,
  gstNumber: merchant.gstNumber,
  address: addressLine(merchant),
  status: merchant.status,
  createdAt: isoTime(merchant.createdAt),
});

const productColumns: CsvColumn<Product>[] = [
  { header: 'Product Id', value: (product) => product.id },
  { header: 'Parent Product Id', value: (product) => product.parentProductId },
  { header: 'Product Type', value: (product) => product.productType },
  { header: 'SKU', value: (product) => product.sku },
  { header: 'Title', value: (product) => product.title },
  { header: 'Brand', value: (product) => product.brand },
  { header: 'Price', value: (product) => product.price },
  { header: 'Stock', value: (product) => product.stock },
  { header: 'Status', value: (product) => product.status },
  { header: 'Admin Disabled', value: (product) => product.adminDisabled },
];

const earningColumns: CsvColumn<EarningRecord>[] = [
  { header: 'Order Id', value: (record) => record.orderNumber },
  // India's time, as the order list's orderTime and every screen show it.
  { header: 'Delivered At', value: (record) => businessDateTime(record.deliveredAt) },
  { header: 'Merchant Id', value: (record) => record.merchantId },
  { header: 'Store Name', value: (record) => record.storeName },
  { header: 'Merchant Name', value: (record) => record.merchantName },
  { header: 'Item', value: (record) => record.title ?? (record.bundleId ? 'Bundle' : '') },
  { header: 'Price', value: (record) => record.price },
  { header: 'Quantity', value: (record) => record.quantity },
  { header: 'Earning', value: (record) => record.amount },
];

export const merchantNotFound = () => refusal(404, errorCodes.merchantNotFound);

/** The merchants' calls: list, details, documents, status, product CSV, earnings, settling. */
export const merchantRoutes: FastifyPluginAsync = async (app) => {
  const { db, fileLinks } = app;
  registerList(app, merchants.list, merchants.merchantList, listMerchants, merchantOnWire);

  registerCall(app, merchants.byId, async ({ params }) => {
    const merchant = await findMerchant(db, params.id);
    if (!merchant) throw merchantNotFound();
    return { data: merchantOnWire(merchant) };
  });

  registerCall(app, merchants.earnings, async ({ params }) => {
    if (!(await findMerchant(db, params.id))) throw merchantNotFound();
    const { earned, settled, due } = await merchantEarnings(db, params.id);
    // Rupees travel as JSON numbers, exact to the paisa (two decimals at most).
    return { data: { earned: Number(earned), settled: Number(settled), due: Number(due) } };
  });

  registerCall(app, merchants.documents, async ({ params }) => {
    const documents = await findMerchantDocuments(db, params.id);
    if (!documents) throw merchantNotFound();
    // Links, not keys: a document is served only through a short-lived signed link.
    const data = Object.fromEntries(
      Object.entries(documents).map(([name, key]) => [name, key && fileLinks.linkTo(key)]),
    ) as typeof documents;
    return { data };
  });

  registerCall(app, merchants.setStatus, async ({ params, body }) => {
    const changed = await setMerchantStatus(db, params.id, body.status);
    if (!changed) throw merchantNotFound();
    if ('refusal' in changed) {
      throw new HttpError(409, changed.refusal, {}, errorCodes.merchantStatusNotOffered);
    }
    return { message: 'Merchant status updated', data: merchantOnWire(changed.merchant) };
  });

  registerCall(app, merchants.productsCsv, async ({ params }) => {
    if (!(await findMerchant(db, params.id))) throw merchantNotFound();
    return toCsv(productColumns, await merchantProducts(db, params.id));
  });

  registerCall(app, merchants.earningReport, async ({ query }) => {
    const period = earningPeriod(query);
    const records = await earningRecords(db, { ...period, merchantId: query.merchantId });
    if (records.length === 0) throw new HttpError(404, 'No order is delivered in that period');
    return toCsv(earningColumns, records);
  });

  registerCall(app, merchants.createTransaction, async ({ body, admin, reply }) => {
    const transactionId = body.transactionId.trim();
    if (transactionId === '') throw new HttpError(400, 'transactionId must not be blank');
    if (!isWholePaise(body.transactionAmount)) {
      throw new HttpError(400, 'transactionAmount must have at most two decimals');
    }
    const settlement = {
      transactionId,
      merchantId: body.merchantId,
      amount: body.transactionAmount,
      settledBy: admin.id,
    };
    const threshold = await readSetting(db, 'settlementApprovalThreshold');
    if (needsApproval(body.transactionAmount, threshold)) {
      const requested = await requestMerchantSettlement(db, settlement);
      if (requested.ok) {
        reply.code(202);
        return {
          message: successMessages.settlementRequested(body.transactionAmount),
          request: await requestById(db, requested.settlement.id),
        };
      }
      throw settlementRefusal(transactionId, requested);
    }
    const outcome = await settleMerchant(db, settlement);
    if (outcome.ok) return { message: 'Earning settled' };
    throw settlementRefusal(transactionId, outcome);
  });
};

/** Why a merchant's settlement (or its request) was refused, as the answer says it. */
function settlementRefusal(transactionId: string, outcome: SettlementRefusal): HttpError {
  if (outcome.reason === 'notFound') return merchantNotFound();
  if (outcome.reason === 'duplicateTransaction') {
    return refusal(409, errorCodes.transactionRecorded, transactionId);
  }
  return refusal(400, errorCodes.merchantOverDue, outcome.due);
}
