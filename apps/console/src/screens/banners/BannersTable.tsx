import { SatDataTable } from '@satchel/elements/react';
import { banners, messages } from '@satchel/stores';
import { HistoryDialog } from '../../components/history/HistoryDialog.js';
import { HISTORY_ACTION, openHistoryOf } from '../../components/history/historyAction.js';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';
import { useAllowedColumns } from '../../components/list-table/useAllowedColumns.js';
import { useListTable } from '../../components/list-table/useListTable.js';
import {
  bannerActions,
  bannerColumns,
  bannerExportFormats,
  bannerFilters,
  bannerRowLabel,
} from './bannersTable.js';

/** What each row action does. */
const rowActions = {
  [bannerActions.edit]: banners.editBanner,
  [bannerActions.delete]: banners.requestBannerDeletion,
  [HISTORY_ACTION]: openHistoryOf('banners', bannerRowLabel),
};

/** Editing and deleting change banners (issue 30). */
const actionNeeds = {
  [bannerActions.edit]: 'banners:write',
  [bannerActions.delete]: 'banners:write',
} as const;

/** The banners table: a thumbnail of each image, and edit and delete per row. */
export function BannersTable() {
  const table = useListTable(banners.bannersList, { filters: bannerFilters, rowActions });
  const columns = useAllowedColumns(bannerColumns, 'banners:write', actionNeeds);

  return (
    <>
      <SatDataTable
        {...table}
        label={messages.banners.title}
        columns={columns}
        rowLabel={bannerRowLabel}
      >
        <ListToolbar
          list={banners.bannersList}
          columns={bannerColumns}
          formats={bannerExportFormats}
          chosen={table}
        />
      </SatDataTable>
      <HistoryDialog />
    </>
  );
}
