import { useStore } from '@nanostores/react';
import { merchantCsvTypeOf, type merchants, productCsvTypes } from '@satchel/api';
import { messages, productManagement } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState } from 'react';
import { CsvUpload } from '../../components/csv-upload/CsvUpload.js';
import { TemplateButton } from '../../components/csv-upload/TemplateButton.js';
import { TextField } from '../../components/form/TextField.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { ToolsMerchantCard } from './ToolsMerchantCard.js';
import './ProductManagementScreen.css';

const text = messages.productManagement;
/** The merchant tools' check: a new-products, new-variants or variant-update file by its header. */
const merchantCheck = productManagement.productCsvCheck('merchant');
const merchantFileKind = (header: readonly string[]) => text.fileKind[merchantCsvTypeOf(header)];

/**
 * Product Management (spec part 1 §2, §4): fetch one merchant by id, verify it (active ones
 * only), then its CSV tools: the four templates and one file upload, checked before it is sent.
 * Typing another id hides the card and the tools until that merchant is fetched and verified.
 */
export function ProductManagementScreen() {
  const tools = useStore(productManagement.$toolsMerchant);
  const merchantId = useStore(productManagement.$toolsMerchantIdText);
  const [error, setError] = useState<string | undefined>();

  const fetchMerchant = () => {
    const issue = productManagement.validateMerchantId(merchantId);
    setError(issue);
    if (!issue) productManagement.fetchToolsMerchant(merchantId);
  };

  return (
    <section className="product-management">
      <ScreenHeader title={text.title} />
      <form
        className="product-management__lookup"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          fetchMerchant();
        }}
      >
        <TextField
          name="merchantId"
          label={text.merchantId}
          placeholder={text.merchantIdPlaceholder}
          value={merchantId}
          error={error}
          onValueChange={(typed) => {
            setError(undefined);
            productManagement.typeToolsMerchantId(typed);
          }}
        />
        <SlButton type="submit" variant="primary" loading={tools.loading}>
          {text.fetch}
        </SlButton>
      </form>
      {tools.merchant ? (
        <ToolsMerchantCard
          merchant={tools.merchant}
          active={tools.active}
          verified={tools.verified}
          onVerify={productManagement.verifyToolsMerchant}
        />
      ) : null}
      {tools.merchant && tools.verified ? <MerchantCsvTools merchant={tools.merchant} /> : null}
    </section>
  );
}

/** The CSV tools of a verified merchant: the templates, then the upload, which names it. */
function MerchantCsvTools({ merchant }: { merchant: merchants.Merchant }) {
  return (
    <>
      <section className="product-management__templates" aria-labelledby="product-templates">
        <h3 id="product-templates">{text.templates}</h3>
        <div className="product-management__template-buttons">
          {productCsvTypes.map((type) => (
            <TemplateButton key={type} type={type} />
          ))}
        </div>
      </section>
      <CsvUpload
        label={text.upload}
        check={merchantCheck}
        upload={productManagement.merchantCsvUpload}
        kindOf={merchantFileKind}
        destination={text.uploadsTo(merchant.storeName, merchant.id)}
        send={(file, header) => productManagement.merchantCsvUpload.send(merchant.id, file, header)}
      />
    </>
  );
}
