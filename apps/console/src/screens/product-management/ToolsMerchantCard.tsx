import type { merchants } from '@satchel/api';
import { messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { withCountryCode } from '../../components/format/phone.js';
import { Icon } from '../../components/icon/Icon.js';

const text = messages.productManagement;

interface ToolsMerchantCardProps {
  readonly merchant: merchants.Merchant;
  readonly active: boolean;
  readonly verified: boolean;
  readonly onVerify: () => void;
}

/** The fetched merchant, with "Verify Merchant" (active merchants) or why it cannot be verified. */
export function ToolsMerchantCard({
  merchant,
  active,
  verified,
  onVerify,
}: ToolsMerchantCardProps) {
  return (
    <article className="tools-merchant panel" aria-label={merchant.storeName}>
      <dl className="tools-merchant__facts">
        <dt>{messages.merchants.fields.storeName}</dt>
        <dd>{merchant.storeName}</dd>
        <dt>{messages.merchants.fields.merchantName}</dt>
        <dd>{merchant.merchantName}</dd>
        <dt>{messages.fields.phone}</dt>
        <dd>{withCountryCode(merchant.phone)}</dd>
        <dt>{messages.fields.address}</dt>
        <dd>{merchant.address}</dd>
        <dt>{messages.fields.status}</dt>
        <dd>{messages.statusLabels[merchant.status]}</dd>
      </dl>
      {!active ? (
        <p className="tools-merchant__inactive" role="alert">
          {text.notActive}
        </p>
      ) : verified ? (
        <p className="tools-merchant__verified">
          <Icon name="circle-check" /> {text.verifiedLabel}
        </p>
      ) : (
        <SlButton variant="primary" onClick={onVerify}>
          {text.verify}
        </SlButton>
      )}
    </article>
  );
}
