import { useStore } from '@nanostores/react';
import { type SalesPeriod, salesPeriods } from '@satchel/api';
import { messages, sales } from '@satchel/stores';
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
  return (
    <section className="sales-screen">
      <ScreenHeader
        title={texts.title}
        action={
          <SelectField
            name="period"
            label={texts.period}
            value={period}
            options={sales.salesPeriodOptions}
            onValueChange={(value) => isPeriod(value) && sales.chooseSalesPeriod(value)}
          />
        }
      />
      <SalesSummary />
      <Tabs
        label={texts.tabs}
        tabs={[
          { name: 'product', label: texts.product, render: () => <SoldProductsTab /> },
          { name: 'merchant', label: texts.merchant, render: () => <MerchantSalesTab /> },
        ]}
      />
    </section>
  );
}
