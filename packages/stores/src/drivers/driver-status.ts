import { drivers } from '@satchel/api';
import { api } from '../client.js';
import { driversList } from './drivers-list.js';

/** Like users and merchants: applied when the server has it; a refusal is logged and told. */
export const setDriverStatus = (id: string, status: drivers.DriverStatus): Promise<boolean> =>
  driversList.updateRow(id, {
    mode: 'pessimistic',
    write: async () =>
      (await api.call(drivers.setStatus, { params: { id }, body: { status } })).data,
    failure: {
      log: 'Driver status update failed',
      rowName: (driver) => `${driver.firstName} ${driver.lastName}`,
    },
  });
