import { account, readList } from '@satchel/api';
import { onMount } from 'nanostores';
import { api } from '../client.js';
import { createFeedStore } from '../data/create-feed-store.js';
import { messages } from '../messages/index.js';

/** Sign-ins load 20 at a time, newest first; Load more appends the older ones. */
export const SIGN_INS_PAGE_SIZE = 20;

/**
 * My sign-ins, failed ones, sign-outs and sessions ended, newest first: a feed whose next page
 * starts after the last entry shown (a keyset read), so entries made meanwhile shift nothing.
 */
export const signIns = createFeedStore<account.SignInEntry, 'mine'>({
  initialQuery: 'mine',
  fetchPage: async (_mine, page, last) =>
    readList(
      account.signInList,
      await api.call(account.signIns, {
        query: { page, limit: SIGN_INS_PAGE_SIZE, ...(last && { after: last.id }) },
      }),
    ),
  get failureTitle() {
    return messages.account.loadFailed;
  },
});

// Read afresh each time My account shows it.
onMount(signIns.$feed, () => {
  void signIns.restart();
});
