import type { merchants } from '@satchel/api';
import { SatDataTable } from '@satchel/elements/react';
import {
  $merchantsList,
  applyMerchantsFilters,
  downloadProductsCsv,
  messages,
  openEarningReport,
  openMerchantDocuments,
  openMerchantsList,
  openProductTools,
  openSettlement,
  reloadMerchants,
  resetMerchantsFilters,
  setMerchantStatus,
  setMerchantsLimit,
  setMerchantsPage,
  setMerchantsSort,
} from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useListTableProps } from '../../components/list-table/listTableProps.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { EarningReportDialog } from './EarningReportDialog.js';
import { MerchantDocumentsDialog } from './MerchantDocumentsDialog.js';
import {
  merchantActions,
  merchantColumns,
  merchantFilters,
  merchantRowLabel,
} from './merchantsTable.js';
import { SettleEarningDialog } from './SettleEarningDialog.js';

/** What each row action does: the stores' actions, most of them opening a dialog. */
const rowActions: Record<string, (merchant: merchants.Merchant) => void> = {
  [merchantActions.productTools]: (merchant) => openProductTools(merchant.id),
  [merchantActions.productsCsv]: (merchant) => void downloadProductsCsv(merchant),
  [merchantActions.earningReport]: openEarningReport,
  [merchantActions.settle]: openSettlement,
  [merchantActions.documents]: openMerchantDocuments,
};

/**
 * Merchant Management (spec part 1 §2): the merchants table with per-row status choices, the
 * merchant's Product Management tools, products CSV, earning report, settlement and documents.
 */
export function MerchantsScreen() {
  const table = useListTableProps($merchantsList, {
    open: openMerchantsList,
    setPage: setMerchantsPage,
    setLimit: setMerchantsLimit,
    setSort: setMerchantsSort,
    reload: reloadMerchants,
    applyFilters: applyMerchantsFilters,
    resetFilters: resetMerchantsFilters,
  });

  return (
    <section className="merchants-screen">
      <ScreenHeader
        title={messages.merchants.title}
        action={
          <SlButton onClick={() => openEarningReport(null)}>
            {messages.earningReport.title}
          </SlButton>
        }
      />
      <SatDataTable
        {...table}
        label={messages.merchants.title}
        columns={merchantColumns}
        filters={merchantFilters}
        rowLabel={merchantRowLabel}
        onSatCellChange={(event) =>
          void setMerchantStatus(event.detail.key, event.detail.value as merchants.MerchantStatus)
        }
        onSatRowAction={(event) => {
          const merchant = table.rows.find((row) => row.id === event.detail.key);
          if (merchant) rowActions[event.detail.action]?.(merchant);
        }}
      />
      <EarningReportDialog />
      <SettleEarningDialog />
      <MerchantDocumentsDialog />
    </section>
  );
}
