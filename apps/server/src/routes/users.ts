import { errorCodes, users } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { refusal } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { registerList } from '../http/register-list.js';
import {
  type Customer,
  listCustomers,
  searchCustomers,
  setCustomerStatus,
} from '../repos/customers.js';
import { isoTime, isoTimeOrNull } from './wire-time.js';

/** A customer as the wire calls it: a user. */
export const userOnWire = (customer: Customer): users.User => ({
  id: customer.id,
  name: customer.name,
  phone: customer.phone,
  email: customer.email,
  website: customer.website,
  status: customer.status,
  lastLoggedAt: isoTimeOrNull(customer.lastLoggedAt),
  createdAt: isoTime(customer.createdAt),
});

/** The users' calls (spec part 1 §3): list, search, enable and disable. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  registerList(app, users.list, users.userList, listCustomers, userOnWire);

  registerCall(app, users.search, async ({ query }) => {
    const found = await searchCustomers(db, query.q);
    return { users: found.rows.map(userOnWire), total: found.total };
  });

  registerCall(app, users.setStatus, async ({ params, body }) => {
    const customer = await setCustomerStatus(db, params.id, body.status);
    if (!customer) throw refusal(404, errorCodes.userNotFound);
    return { message: 'User status updated', data: userOnWire(customer) };
  });
};
