import type { merchants } from '@satchel/api';
import { SatDataTable } from '@satchel/elements/react';
import {
  downloadProductsCsv,
  merchantsList,
  messages,
  openMerchantDocuments,
  setMerchantStatus,
} from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useEffect, useState } from 'react';
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
import './MerchantsScreen.css';

/** Whose earning report the dialog is for: one merchant, or all of them (null). */
type EarningReportTarget = { readonly merchant: merchants.Merchant | null };

/**
 * Merchant Management (spec part 1 §2): the merchants table with per-row status choices, products
 * CSV, earning report, settlement and documents.
 */
export function MerchantsScreen() {
  const table = useListTableProps(merchantsList);
  const [report, setReport] = useState<EarningReportTarget | null>(null);
  const [settling, setSettling] = useState<merchants.Merchant | null>(null);

  useEffect(() => {
    void merchantsList.load();
  }, []);

  const runAction = (action: string, merchant: merchants.Merchant) => {
    switch (action) {
      case merchantActions.productsCsv:
        return void downloadProductsCsv(merchant);
      case merchantActions.earningReport:
        return setReport({ merchant });
      case merchantActions.settle:
        return setSettling(merchant);
      case merchantActions.documents:
        return void openMerchantDocuments(merchant);
    }
  };

  return (
    <section className="merchants-screen">
      <div className="merchants-screen__heading">
        <ScreenHeader title={messages.merchants.title} />
        <SlButton onClick={() => setReport({ merchant: null })}>
          {messages.earningReport.title}
        </SlButton>
      </div>
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
          if (merchant) runAction(event.detail.action, merchant);
        }}
      />
      <EarningReportDialog
        open={report !== null}
        merchant={report?.merchant ?? null}
        onClose={() => setReport(null)}
      />
      <SettleEarningDialog merchant={settling} onClose={() => setSettling(null)} />
      <MerchantDocumentsDialog />
    </section>
  );
}
