import { useStore } from '@nanostores/react';
import { messages, sales } from '@satchel/stores';
import { withCountryCode } from '../../components/format/phone.js';

const texts = messages.sales;

/** The Merchant tab: one card per merchant with its counts in the period (spec part 2 §2). */
export function MerchantSalesTab() {
  const { data, loading } = useStore(sales.$merchantSales);
  const rows = data ?? [];
  if (!loading && rows.length === 0) return <p className="panel">{texts.noMerchants}</p>;
  return (
    <ul className="merchant-sales" aria-busy={loading}>
      {rows.map((row) => (
        <li key={row.id} className="merchant-sales__card panel">
          <article aria-label={row.name}>
            <h3>{row.name}</h3>
            <dl>
              <dt>{texts.merchantId}</dt>
              <dd className="merchant-sales__id">{row.id}</dd>
              <dt>{texts.phone}</dt>
              <dd>{withCountryCode(row.phone)}</dd>
              <dt>{texts.fulfilled}</dt>
              <dd>{row.fulfilledCount}</dd>
              <dt>{texts.accepted}</dt>
              <dd>{row.acceptedCount}</dd>
              <dt>{texts.rejected}</dt>
              <dd>{row.rejectedCount}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
