import { SatDataTable } from '@satchel/elements/react';
import { banners, messages } from '@satchel/stores';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';
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
};

/** The banners table: a thumbnail of each image, and edit and delete per row. */
export function BannersTable() {
  const table = useListTable(banners.bannersList, { filters: bannerFilters, rowActions });

  return (
    <SatDataTable
      {...table}
      label={messages.banners.title}
      columns={bannerColumns}
      rowLabel={bannerRowLabel}
    >
      <ListToolbar
        list={banners.bannersList}
        columns={bannerColumns}
        formats={bannerExportFormats}
        chosen={table}
      />
    </SatDataTable>
  );
}
