import { drivers as driversContract } from '@satchel/api';
import { SatDataTable } from '@satchel/elements/react';
import { drivers, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { HistoryDialog } from '../../components/history/HistoryDialog.js';
import { HISTORY_ACTION, openHistoryOf } from '../../components/history/historyAction.js';
import { BulkBar } from '../../components/list-table/BulkBar.js';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';
import { useAllowedColumns } from '../../components/list-table/useAllowedColumns.js';
import { type RowActions, useListTable } from '../../components/list-table/useListTable.js';
import { useMay } from '../../components/permissions/useMay.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { DriverDocumentsDialog } from './DriverDocumentsDialog.js';
import {
  driverActions,
  driverColumns,
  driverExportFormats,
  driverFilters,
  driverName,
} from './driversTable.js';
import { SettleDriverDialog } from './SettleDriverDialog.js';

/** The changes offered for every matching row: each status. */
const bulkChoices = driversContract.driverStatuses.map((status) => ({
  label: messages.lists.bulk.setAllTo(messages.statusLabels[status]),
  request: { action: 'drivers.status', status } as const,
}));

/** What each row action does: open a dialog for the row's driver. */
const rowActions: RowActions<driversContract.Driver> = {
  [driverActions.documents]: drivers.openDriverDocuments,
  [driverActions.settle]: drivers.openDriverSettlement,
  [HISTORY_ACTION]: openHistoryOf('drivers', driverName),
};

/** Settling is Finance's (issue 30). */
const actionNeeds = { [driverActions.settle]: 'settlements:settle' } as const;

/**
 * The Drivers screen ("Delivery Boys", spec part 2 §2): the drivers table with per-row status
 * choices, what is due to and from each driver, their documents, and Settle Amount.
 */
export function DriversScreen() {
  const table = useListTable(drivers.driversList, { filters: driverFilters, rowActions });
  const columns = useAllowedColumns(driverColumns, 'drivers:write', actionNeeds);
  const may = useMay();

  return (
    <section className="drivers-screen">
      <ScreenHeader
        title={messages.drivers.title}
        action={
          may('settlements:settle') ? (
            <SlButton variant="primary" onClick={() => drivers.openDriverSettlement()}>
              {messages.drivers.settleAmount}
            </SlButton>
          ) : null
        }
      />
      <BulkBar bulk={drivers.driversList.bulk} choices={bulkChoices} />
      <SatDataTable
        {...table}
        selectable={may('drivers:bulk')}
        label={messages.drivers.title}
        columns={columns}
        rowLabel={driverName}
        onSatCellChange={(event) =>
          void drivers.setDriverStatus(
            event.detail.key,
            event.detail.value as driversContract.DriverStatus,
          )
        }
      >
        <ListToolbar
          list={drivers.driversList}
          columns={driverColumns}
          formats={driverExportFormats}
          chosen={table}
        />
      </SatDataTable>
      <SettleDriverDialog />
      <DriverDocumentsDialog />
      <HistoryDialog />
    </section>
  );
}
