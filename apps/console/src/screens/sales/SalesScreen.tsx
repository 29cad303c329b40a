import { useStore } from '@nanostores/react';
import { type SalesPeriod, salesPeriods } from '@satchel/api';
import { $place, messages, sales } from '@satchel/stores';
import { useState } from 'react';
import { SelectField } from '../../components/form/SelectField.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { Tabs } from '../../components/tabs/Tabs.js';
import { MerchantSalesTab } from './MerchantSalesTab.js';
import { SalesSummary } from './SalesSummary.js';
import { SoldProductsTab } from './SoldProductsTab.js';
import './SalesScreen.css';

const texts = messages.sales;

const isPeriod = (value: string): value is SalesPeriod =>
  (salesPeriods as readonly string[]).includes(value);

/**
 * Sales Management (spec part 2 §2): the period every figure follows, the revenue and orders of
 * that period, and its Product and Merchant tabs.
 */
export function SalesScreen() {
  const period = useStore(sales.$salesPeriod);
  // The Product tab keeps nothing in the URL: a query there is the merchant rows' (or their
  // view's), so a reload or a copied link opens the Merchant tab that shows them.
  const [tab, setTab] = useState(() =>
    Object.keys($place.get().query).length > 0 ? 'merchant' : 'product',
  );
  return (
    <section className="sales-screen">
      <ScreenHeader
        title={texts.title}
        action={
          <SelectField
            name="period"
            label={texts.period}
            value={period}
            options={sales.salesPeriodOptions()}
            onValueChange={(value) => isPeriod(value) && sales.chooseSalesPeriod(value)}
          />
        }
      />
      <SalesSummary />
      <Tabs
        label={texts.tabs}
        shown={tab}
        onShow={setTab}
        tabs={[
          { name: 'product', label: texts.product, render: () => <SoldProductsTab /> },
          { name: 'merchant', label: texts.merchant, render: () => <MerchantSalesTab /> },
        ]}
      />
    </section>
  );
}
