import { users } from '@satchel/api';
import { api } from '../client.js';
import { usersList } from './users-list.js';

/** A user's status, applied to the row once the server has it; a refusal is logged and told in a toast. */
export const setUserStatus = (id: string, status: users.UserStatus): Promise<boolean> =>
  usersList.updateRow(id, {
    mode: 'pessimistic',
    write: async () => (await api.call(users.setStatus, { params: { id }, body: { status } })).data,
    failure: { log: 'User status update failed', rowName: (user) => user.name },
  });
