import { drivers } from '@satchel/api';
import { api } from '../client.js';
import { createListStore } from '../data/create-list-store.js';
import { fetchList } from '../data/fetch-list.js';
import { createStatusAction } from '../data/status-action.js';
import { messages } from '../messages/index.js';

/** Where the Drivers screen lives in the shell ("Delivery Boys" in the sidebar). */
export const driversSection = '/delivery';

/** The Drivers table (spec part 2 §2). */
const driversList = createListStore<drivers.Driver>({
  fetchPage: fetchList(drivers.list, drivers.driverList),
  failureTitle: messages.drivers.fetchFailed,
  emptyMessage: messages.drivers.empty,
  section: driversSection,
});

export const $driversList = driversList.$list;
export const {
  open: openDriversList,
  load: reloadDrivers,
  setPage: setDriversPage,
  setLimit: setDriversLimit,
  setSort: setDriversSort,
  applyFilters: applyDriversFilters,
  resetFilters: resetDriversFilters,
} = driversList;

/** Like users and merchants: applied when the server has it; a refusal is logged and told. */
export const setDriverStatus = createStatusAction(
  driversList,
  async (id, status: drivers.DriverStatus) =>
    (await api.call(drivers.setStatus, { params: { id }, body: { status } })).data,
  'Driver status update failed',
  (driver) => `${driver.firstName} ${driver.lastName}`,
);

/** A driver's row as the server now has it (after a settlement changed what is due). */
export const showDriver = (driver: drivers.Driver): void =>
  driversList.replaceItem((row) => row.id === driver.id, driver);
