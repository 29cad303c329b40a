import { drivers } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { messages } from '../messages/index.js';

/** The Drivers table (spec part 2 §2), "Delivery Boys" in the sidebar. */
export const driversList = createListStore(drivers.driverList, {
  kind: 'drivers',
  section: '/delivery',
  get failureTitle() {
    return messages.drivers.fetchFailed;
  },
  get emptyMessage() {
    return messages.drivers.empty;
  },
});
