import { SatDataTable } from '@satchel/elements/react';
import {
  $bannersList,
  applyBannersFilters,
  editBanner,
  messages,
  openBannersList,
  reloadBanners,
  requestBannerDeletion,
  resetBannersFilters,
  setBannersLimit,
  setBannersPage,
  setBannersSort,
} from '@satchel/stores';
import { useListTableProps } from '../../components/list-table/listTableProps.js';
import { bannerActions, bannerColumns, bannerFilters, bannerRowLabel } from './bannersTable.js';

/** The banners table: a thumbnail of each image, and edit and delete per row. */
export function BannersTable() {
  const table = useListTableProps($bannersList, {
    open: openBannersList,
    setPage: setBannersPage,
    setLimit: setBannersLimit,
    setSort: setBannersSort,
    reload: reloadBanners,
    applyFilters: applyBannersFilters,
    resetFilters: resetBannersFilters,
  });

  return (
    <SatDataTable
      {...table}
      label={messages.banners.title}
      columns={bannerColumns}
      filters={bannerFilters}
      rowLabel={bannerRowLabel}
      onSatRowAction={(event) => {
        const banner = table.rows.find((row) => row.id === event.detail.key);
        if (!banner) return;
        if (event.detail.action === bannerActions.edit) editBanner(banner);
        if (event.detail.action === bannerActions.delete) requestBannerDeletion(banner);
      }}
    />
  );
}
