import { useStore } from '@nanostores/react';
import { messages, sales } from '@satchel/stores';
import { formatCount, formatMoney } from '../../components/format/numbers.js';

const texts = messages.sales;

/** The period's revenue in rupees and its orders; dashes until they arrive or when they fail. */
export function SalesSummary() {
  const { data, loading } = useStore(sales.$salesSummary);
  return (
    <dl className="sales-summary" aria-label={texts.summary} aria-busy={loading}>
      <div className="sales-summary__figure panel">
        <dt>{texts.totalRevenue}</dt>
        <dd>{data ? formatMoney(data.totalRevenue) : '—'}</dd>
      </div>
      <div className="sales-summary__figure panel">
        <dt>{texts.totalOrders}</dt>
        <dd>{data ? formatCount(data.totalOrders) : '—'}</dd>
      </div>
    </dl>
  );
}
