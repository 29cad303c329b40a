import { drivers, errorCodes, needsApproval, successMessages } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { type FileLinks, imageLink } from '../files/file-links.js';
import { HttpError, refusal } from '../http/http-error.js';
import { keyedWrite } from '../http/keyed-write.js';
import { registerCall } from '../http/register-call.js';
import { registerList } from '../http/register-list.js';
import type { Db } from '../repos/db.js';
import {
  type Driver,
  type DriverAccount,
  type DriverDue,
  type DriverMoney,
  driverMoney,
  findDriver,
  findDriverDocuments,
  listDrivers,
  setDriverStatus,
} from '../repos/drivers.js';
import { isWholePaise } from '../repos/money.js';
import { readSetting } from '../repos/settings.js';
import { requestDriverSettlement, settleDriver } from '../repos/settlements.js';
import { requestById } from './settlement-request-wire.js';
import { isoTime } from './wire-time.js';

const driverNotFound = () => refusal(404, errorCodes.driverNotFound);

/** Rupees as they travel: a JSON number (exact to the paisa: two decimals at most). */
const rupees = (amount: string): number => Number(amount);

const accountOnWire = (account: DriverAccount): drivers.DriverAccount => ({
  total: rupees(account.total),
  settled: rupees(account.settled),
  due: rupees(account.due),
});

/** What the list shows a driver is due, from their accounts. */
const dueOf = (money: DriverMoney): DriverDue => ({
  earning: money.earning.due,
  cashCollected: money.cashCollected.due,
});

const driverOnWire = (links: FileLinks, driver: Driver, due: DriverDue): drivers.Driver => ({
  id: driver.id,
  _id: driver.id,
  firstName: driver.firstName,
  lastName: driver.lastName,
  phone: driver.phone,
  whatsappNumber: driver.whatsappNumber,
  profilePicture: driver.profilePicture && imageLink(links, driver.profilePicture),
  status: driver.status,
  isGolden: driver.isGolden,
  isAvailable: driver.isAvailable,
  isOutForDelivery: driver.isOutForDelivery,
  earning: rupees(due.earning),
  cashCollected: rupees(due.cashCollected),
  createdAt: isoTime(driver.createdAt),
});

/** One driver with their money, read together (in a settlement's transaction, after it). */
async function driverWithMoney(db: Db, id: string) {
  const driver = await findDriver(db, id);
  if (!driver) return undefined;
  const money = await driverMoney(db, id);
  return { driver, money };
}

/** What the settlement did, as the success toast says it. */
const settledMessage = (type: drivers.DriverSettlementType, amount: number, driver: Driver) =>
  successMessages.driverSettled(type, amount, `${driver.firstName} ${driver.lastName}`);

/** The drivers' calls: list, documents, earnings, status and settling money. */
export const driverRoutes: FastifyPluginAsync = async (app) => {
  const { db, fileLinks } = app;

  registerList(app, drivers.list, drivers.driverList, listDrivers, (row) =>
    driverOnWire(fileLinks, row, row),
  );

  registerCall(app, drivers.documents, async ({ params }) => {
    const documents = await findDriverDocuments(db, params.id);
    if (!documents) throw driverNotFound();
    // Links, not keys: a private document is served only through a short-lived signed link.
    const data = Object.fromEntries(
      Object.entries(documents).map(([name, key]) => [name, key && imageLink(fileLinks, key)]),
    ) as typeof documents;
    return { data };
  });

  registerCall(app, drivers.earnings, async ({ params }) => {
    const found = await driverWithMoney(db, params.id);
    if (!found) throw driverNotFound();
    const { driver, money } = found;
    return {
      data: {
        ...driverOnWire(fileLinks, driver, dueOf(money)),
        accounts: {
          earning: accountOnWire(money.earning),
          cashCollected: accountOnWire(money.cashCollected),
        },
      },
    };
  });

  registerCall(app, drivers.setStatus, async ({ params, body }) => {
    const driver = await setDriverStatus(db, params.id, body.status);
    if (!driver) throw driverNotFound();
    const money = await driverMoney(db, driver.id);
    return {
      message: 'Driver status updated',
      data: driverOnWire(fileLinks, driver, dueOf(money)),
    };
  });

  registerCall(app, drivers.settle, async (input) => {
    const { body, admin } = input;
    if (!isWholePaise(body.amount)) {
      throw new HttpError(400, 'amount must have at most two decimals');
    }
    const settlement = {
      driverId: body.driverId,
      type: body.type,
      amount: body.amount,
      settledBy: admin.id,
    };
    const answer = await keyedWrite(db, input, async (tx) => {
      const requested = needsApproval(
        body.amount,
        await readSetting(tx, 'settlementApprovalThreshold'),
      );
      const outcome = requested
        ? await requestDriverSettlement(tx, settlement)
        : await settleDriver(tx, settlement);
      if (!outcome.ok) {
        if (outcome.reason === 'exceedsDue') {
          throw refusal(400, errorCodes.driverOverDue, body.type, Number(outcome.due));
        }
        // The one other refusal of a driver's settlement (transaction ids are merchants').
        throw driverNotFound();
      }
      const { driver, money } = (await driverWithMoney(tx, body.driverId))!;
      const data = driverOnWire(fileLinks, driver, dueOf(money));
      if (!requested) return { message: settledMessage(body.type, body.amount, driver), data };
      const request = await requestById(tx, outcome.settlement.id);
      return { message: successMessages.settlementRequested(body.amount), data, request };
    });
    // Requested, not paid; a repeat of the same key answers the same (its status included).
    if ('request' in answer) input.reply.code(202);
    return answer;
  });
};
