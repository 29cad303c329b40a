import './MoneyFacts.css';

/**
 * Amounts (in rupees, formatted by the caller) each under its label, as the settlement dialogs
 * show what is owed and due before the operator types an amount. Announced when it appears (it
 * arrives after a fetch).
 */
export function MoneyFacts({
  facts,
}: {
  facts: readonly { readonly label: string; readonly value: string }[];
}) {
  return (
    <dl className="money-facts panel" aria-live="polite">
      {facts.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
