import { SatDataTable } from '@satchel/elements/react';
import { banners, messages } from '@satchel/stores';
import { useListTableProps } from '../../components/list-table/listTableProps.js';
import { bannerActions, bannerColumns, bannerFilters, bannerRowLabel } from './bannersTable.js';

/** The banners table: a thumbnail of each image, and edit and delete per row. */
export function BannersTable() {
  const table = useListTableProps(banners.$bannersList, {
    open: banners.openBannersList,
    setPage: banners.setBannersPage,
    setLimit: banners.setBannersLimit,
    setSort: banners.setBannersSort,
    reload: banners.reloadBanners,
    applyFilters: banners.applyBannersFilters,
    resetFilters: banners.resetBannersFilters,
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
        if (event.detail.action === bannerActions.edit) banners.editBanner(banner);
        if (event.detail.action === bannerActions.delete) banners.requestBannerDeletion(banner);
      }}
    />
  );
}
