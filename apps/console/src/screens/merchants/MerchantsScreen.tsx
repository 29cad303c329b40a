import { merchants as merchantsContract } from '@satchel/api';
import { SatDataTable } from '@satchel/elements/react';
import { merchants, messages, productManagement } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { HistoryDialog } from '../../components/history/HistoryDialog.js';
import { HISTORY_ACTION, openHistoryOf } from '../../components/history/historyAction.js';
import { BulkBar } from '../../components/list-table/BulkBar.js';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';
import { useAllowedColumns } from '../../components/list-table/useAllowedColumns.js';
import { type RowActions, useListTable } from '../../components/list-table/useListTable.js';
import { useMay } from '../../components/permissions/useMay.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { EarningReportDialog } from './EarningReportDialog.js';
import { MerchantDocumentsDialog } from './MerchantDocumentsDialog.js';
import {
  merchantActions,
  merchantColumns,
  merchantExportFormats,
  merchantFilters,
  merchantRowLabel,
} from './merchantsTable.js';
import { SettleEarningDialog } from './SettleEarningDialog.js';

/** The changes offered for every matching row: each status. */
const bulkChoices = merchantsContract.merchantStatuses.map((status) => ({
  label: messages.lists.bulk.setAllTo(messages.statusLabels[status]),
  request: { action: 'merchants.status', status } as const,
}));

/** What each row action does: the stores' actions, most of them opening a dialog. */
const rowActions: RowActions<merchantsContract.Merchant> = {
  [merchantActions.productTools]: (merchant) => productManagement.openProductTools(merchant.id),
  [merchantActions.productsCsv]: (merchant) => void merchants.downloadProductsCsv(merchant),
  [merchantActions.earningReport]: merchants.openEarningReport,
  [merchantActions.settle]: merchants.openSettlement,
  [merchantActions.documents]: merchants.openMerchantDocuments,
  [HISTORY_ACTION]: openHistoryOf('merchants', merchantRowLabel),
};

/** The permission each row action needs (issue 30): the money is Finance's, the catalogue Catalogue's. */
const actionNeeds = {
  [merchantActions.productTools]: 'products:write',
  [merchantActions.productsCsv]: 'products:export',
  [merchantActions.earningReport]: 'settlements:export',
  [merchantActions.settle]: 'settlements:settle',
} as const;

/**
 * Merchant Management (spec part 1 §2): the merchants table with per-row status choices, the
 * merchant's Product Management tools, products CSV, earning report, settlement and documents.
 */
export function MerchantsScreen() {
  const table = useListTable(merchants.merchantsList, { filters: merchantFilters, rowActions });
  const columns = useAllowedColumns(merchantColumns, 'merchants:write', actionNeeds);
  const may = useMay();

  return (
    <section className="merchants-screen">
      <ScreenHeader
        title={messages.merchants.title}
        action={
          may('settlements:export') ? (
            <SlButton onClick={() => merchants.openEarningReport(null)}>
              {messages.earningReport.title}
            </SlButton>
          ) : null
        }
      />
      <BulkBar bulk={merchants.merchantsList.bulk} choices={bulkChoices} />
      <SatDataTable
        {...table}
        selectable={may('merchants:bulk')}
        label={messages.merchants.title}
        columns={columns}
        rowLabel={merchantRowLabel}
        onSatCellChange={(event) =>
          void merchants.setMerchantStatus(
            event.detail.key,
            event.detail.value as merchantsContract.MerchantStatus,
          )
        }
      >
        <ListToolbar
          list={merchants.merchantsList}
          columns={merchantColumns}
          formats={merchantExportFormats}
          chosen={table}
        />
      </SatDataTable>
      <EarningReportDialog />
      <SettleEarningDialog />
      <MerchantDocumentsDialog />
      <HistoryDialog />
    </section>
  );
}
