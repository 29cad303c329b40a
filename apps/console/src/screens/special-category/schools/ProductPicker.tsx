import { useStore } from '@nanostores/react';
import type { schools as schoolsContract } from '@satchel/api';
import { messages, schools } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { TextField } from '../../../components/form/TextField.js';
import { LoadingIndicator } from '../../../components/loading-indicator/LoadingIndicator.js';

const texts = messages.schools;

/**
 * The products of a set, chosen by searching their titles (never typed ids): the results with
 * Add buttons, the chosen ones with Remove buttons, and the form's message under them. Each
 * listing names its merchant and price (one title has a listing per merchant), and a result whose
 * title the set already holds is marked.
 */
export function ProductPicker({
  chosen,
  error,
}: {
  chosen: readonly schoolsContract.SetProduct[];
  error: string | undefined;
}) {
  const text = useStore(schools.$productSearchText);
  const results = useStore(schools.$productSearchResults);
  const found = results.data ?? [];
  const isChosen = (id: string) => chosen.some((product) => product.id === id);
  return (
    <div className="form-dialog__body">
      <TextField
        name="productSearch"
        type="search"
        label={texts.productSearch}
        placeholder={texts.productSearchPlaceholder}
        value={text}
        clearable
        onValueChange={schools.typeProductSearch}
        onEnter={() => undefined}
      />
      {results.loading ? <LoadingIndicator inline /> : null}
      {results.key !== null && !results.loading && found.length === 0 ? (
        <p>{texts.noProductsFound}</p>
      ) : null}
      {found.length > 0 ? (
        <ul className="bundle-form__results" aria-label={texts.productSearch}>
          {found.map((product) => (
            <li key={product.id}>
              <SlButton
                size="small"
                disabled={isChosen(product.id)}
                onClick={() => schools.chooseProduct(product)}
              >
                {texts.addProduct(texts.listing(product))}
              </SlButton>
              {schools.chosenListingOfTitle(product, chosen) ? (
                <span className="bundle-form__in-set">{texts.titleInSet}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <h4>{texts.chosenProducts}</h4>
      {chosen.length === 0 ? <p>{texts.noProductsChosen}</p> : null}
      <ul className="bundle-form__chosen" aria-label={texts.chosenProducts}>
        {chosen.map((product) => (
          <li key={product.id}>
            <SlButton
              size="small"
              variant="neutral"
              outline
              onClick={() => schools.unchooseProduct(product.id)}
            >
              {texts.removeProduct(texts.listing(product))}
            </SlButton>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="text-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
