import { ApiError, isRecordId, merchants } from '@satchel/api';
import { computed } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { messages } from '../messages/index.js';
import { typedRecordId } from '../rules/record-id.js';
import { bundleForm } from './bundle-form.js';

/**
 * The well-formed merchant ids of the open bundle form, as one key ("id1,id2"): an id typed or
 * removed asks again; partial ids ask nothing.
 */
const $merchantIds = computed(bundleForm.$form, (form) => {
  const ids = (form.open ? form.values.merchants : [])
    .map((row) => typedRecordId(row.merchantId))
    .filter(isRecordId);
  return ids.length > 0 ? [...new Set(ids)].join(',') : null;
});

/** A merchant's store name; null when no merchant has the id. */
async function storeNameOf(id: string): Promise<readonly [string, string | null]> {
  try {
    return [id, (await api.call(merchants.byId, { params: { id } })).data.storeName];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [id, null];
    throw error;
  }
}

/** The store names of the bundle form's merchants, by id. */
const names = createResource({
  key: $merchantIds,
  fetch: async (key: string): Promise<ReadonlyMap<string, string | null>> =>
    new Map(await Promise.all(key.split(',').map(storeNameOf))),
});

/**
 * What each merchant row's id names, by row, so that the operator sees a merchant rather than a
 * bare id: "Merchant: <store>", "No merchant has this ID", or undefined (a partial id, a lookup
 * under way or failed: the save still checks every merchant).
 */
export const $bundleMerchantHints = computed([bundleForm.$form, names.$state], (form, { data }) =>
  (form.open ? form.values.merchants : []).map((row) => {
    const name = data?.get(typedRecordId(row.merchantId));
    if (name === undefined) return undefined;
    return name === null ? messages.schools.noMerchantWithId : messages.schools.merchantOf(name);
  }),
);
