import { type Static, Type } from 'typebox';
import { defineCall } from './call.js';
import { Id, ListQuery, MessageBody } from './common.js';
import { listEnvelope } from './list.js';

export const userStatuses = ['active', 'pending', 'inactive', 'suspended'] as const;
export const UserStatus = Type.Enum(userStatuses);
export type UserStatus = Static<typeof UserStatus>;

/** A customer of the marketplace (the spec's "user"). */
export const User = Type.Object({
  id: Id,
  name: Type.String(),
  phone: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  website: Type.Union([Type.String(), Type.Null()]),
  status: UserStatus,
  lastLoggedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type User = Static<typeof User>;

export const userList = listEnvelope(
  { items: 'users', total: 'totalUsers', pages: 'totalPages' },
  User,
);

export const UserListQuery = Type.Object({
  ...ListQuery.properties,
  name: Type.Optional(Type.String({ maxLength: 200 })),
  id: Type.Optional(Type.String({ maxLength: 24 })),
  email: Type.Optional(Type.String({ maxLength: 200 })),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  status: Type.Optional(UserStatus),
});
export type UserListQuery = Static<typeof UserListQuery>;

export const list = defineCall({
  method: 'POST',
  path: '/user/get-user-admin',
  summary: 'List users, paginated, filtered and sorted by creation time',
  tags: ['users'],
  auth: true,
  permission: 'users:read',
  querystring: UserListQuery,
  response: { 200: userList.schema },
});

/** The most users one search answers with (the first by name). */
export const USER_SEARCH_LIMIT = 20;

export const search = defineCall({
  method: 'GET',
  path: '/user/search',
  summary: 'Find users whose name, phone or email contains the text',
  tags: ['users'],
  auth: true,
  permission: 'users:read',
  querystring: Type.Object({ q: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: {
    200: Type.Object({
      users: Type.Array(User, { maxItems: USER_SEARCH_LIMIT }),
      /**
       * How many users match in all, of which `users` are the first by name. Our addition: the
       * marketplace's existing backend may leave it out, and then `users` is all there is.
       */
      total: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
  },
});

export const setStatus = defineCall({
  method: 'PUT',
  path: '/user/status/:id',
  summary: "Change a user's status",
  tags: ['users'],
  auth: true,
  permission: 'users:write',
  params: Type.Object({ id: Id }),
  body: Type.Object({ status: UserStatus }),
  response: { 200: Type.Object({ ...MessageBody.properties, data: User }) },
});
