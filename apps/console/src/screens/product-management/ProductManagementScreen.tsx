import { useStore } from '@nanostores/react';
import { merchantCsvTypeOf, productCsvTypes } from '@satchel/api';
import {
  $toolsMerchant,
  fetchToolsMerchant,
  merchantCsvUpload,
  messages,
  productCsvCheck,
  validateMerchantId,
  verifyToolsMerchant,
} from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { CsvUpload } from '../../components/csv-upload/CsvUpload.js';
import { TemplateButton } from '../../components/csv-upload/TemplateButton.js';
import { TextField } from '../../components/form/TextField.js';
import { useForm } from '../../components/form/useForm.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { ToolsMerchantCard } from './ToolsMerchantCard.js';
import './ProductManagementScreen.css';

const text = messages.productManagement;
/** The merchant tools' check: a new-products, new-variants or variant-update file by its header. */
const merchantCheck = productCsvCheck('merchant');
const merchantFileKind = (header: readonly string[]) => text.fileKind[merchantCsvTypeOf(header)];

/**
 * Product Management (spec part 1 §2, §4): fetch one merchant by id, verify it (active ones
 * only), then its CSV tools: the four templates and one file upload, checked before it is sent.
 */
export function ProductManagementScreen() {
  const tools = useStore($toolsMerchant);
  const form = useForm(() => ({ merchantId: '' }));

  const fetchMerchant = () => {
    const error = validateMerchantId(form.values.merchantId);
    form.setErrors(error ? { merchantId: error } : {});
    if (!error) fetchToolsMerchant(form.values.merchantId);
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
          value={form.values.merchantId}
          error={form.errors.merchantId}
          onValueChange={form.field('merchantId')}
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
          onVerify={verifyToolsMerchant}
        />
      ) : null}
      {tools.merchant && tools.verified ? (
        <MerchantCsvTools merchantId={tools.merchant.id} />
      ) : null}
    </section>
  );
}

/** The CSV tools of a verified merchant: the templates, then the upload. */
function MerchantCsvTools({ merchantId }: { merchantId: string }) {
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
        upload={merchantCsvUpload}
        kindOf={merchantFileKind}
        send={(file, header) => merchantCsvUpload.send(merchantId, file, header)}
      />
    </>
  );
}
