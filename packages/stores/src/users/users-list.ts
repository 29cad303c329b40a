import { users } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { messages } from '../messages/index.js';

/** The Users Management table (spec part 1 §2). */
export const usersList = createListStore(users.userList, {
  kind: 'users',
  section: '/users',
  get failureTitle() {
    return messages.users.fetchFailed;
  },
  get emptyMessage() {
    return messages.users.empty;
  },
});
