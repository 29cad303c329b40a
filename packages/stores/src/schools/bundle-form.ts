import { canRemoveRow, checkAddMerchant, schools } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { showDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import {
  type BundleFormValues,
  bundleBody,
  chosenListingOfTitle,
  editBundleFormValues,
  emptyMerchant,
  type MerchantRow,
  newBundleFormValues,
  validateBundleForm,
} from './bundle-form-values.js';
import { $classesView, refreshClass } from './classes.js';
import { clearProductSearch } from './product-search.js';

/**
 * What the Add/Update Bundle modal, over the Classes & Bundles one, is open for: a new bundle or
 * editing `bundle`, of a school's branch.
 */
export interface BundleForm {
  readonly mode: 'create' | 'edit';
  readonly schoolId: string;
  readonly branchId: string;
  /** The bundle being edited. */
  readonly bundle?: schools.Bundle;
}

const saving = createAction({
  run: async (form: BundleForm, values: BundleFormValues) => {
    const body = bundleBody(values, form);
    if (form.mode === 'create') await api.call(schools.createBundle, { body });
    else await api.call(schools.updateBundle, { params: { id: form.bundle!.id }, body });
    // The class may have moved: both the old and the new class show what they now hold.
    if (form.bundle && form.bundle.classLevel !== body.classLevel) {
      await refreshClass(form.bundle.classLevel);
    }
    await refreshClass(body.classLevel);
  },
  success: (_, form) =>
    form.mode === 'create' ? messages.schools.bundleAdded : messages.schools.bundleUpdated,
  get failure() {
    return messages.schools.bundleOperationFailed;
  },
});

/**
 * The Add/Update Bundle modal; a last merchant row with no id is dropped (spec part 2 §5).
 * Messages under the fields when the form is incomplete (nothing is sent); it closes when the
 * server took the bundle and stays open under "Bundle Operation Failed" otherwise.
 */
export const bundleForm = createFormStore<BundleFormValues, BundleForm>({
  initial: (form) => (form?.bundle ? editBundleFormValues(form.bundle) : newBundleFormValues()),
  validate: validateBundleForm,
  submit: async (values, form) => form !== null && saving.run(form, values),
});

/** Opens the modal for a new bundle of the open branch, of `classLevel` when given. */
export function openAddBundle(classLevel = ''): void {
  const view = $classesView.get();
  if (!view) return;
  clearProductSearch();
  bundleForm.open(
    { mode: 'create', schoolId: view.schoolId, branchId: view.branchId },
    newBundleFormValues(classLevel),
  );
}

export function openEditBundle(bundle: schools.Bundle): void {
  clearProductSearch();
  bundleForm.open({
    mode: 'edit',
    schoolId: bundle.schoolId,
    branchId: bundle.branchId,
    bundle,
  });
}

const values = () => bundleForm.$form.get().values;

/** Applies a change of the bundle's own fields; their messages go. */
export function changeBundleForm(changes: Partial<Omit<BundleFormValues, 'merchants'>>): void {
  bundleForm.update({ ...values(), ...changes }, Object.keys(changes));
}

/** Adds a product to the set (once). */
function addProduct(product: schools.SetProduct): void {
  const { products } = values();
  if (products.some((chosen) => chosen.id === product.id)) return;
  changeBundleForm({ products: [...products, product] });
}

/**
 * Adds a chosen product (once); a second listing of a title the set already holds (another
 * merchant's) only once the operator confirms it, as the same book twice is seldom meant.
 */
export function chooseProduct(product: schools.SetProduct): void {
  const sameTitle = chosenListingOfTitle(product, values().products);
  if (!sameTitle) {
    addProduct(product);
    return;
  }
  showDialog({
    type: 'confirm',
    title: messages.schools.sameTitleTitle,
    message: messages.schools.sameTitleQuestion(
      product.title,
      sameTitle.storeName,
      product.storeName,
    ),
    onConfirm: () => addProduct(product),
  });
}

export function unchooseProduct(id: string): void {
  changeBundleForm({ products: values().products.filter((product) => product.id !== id) });
}

/** Applies a change of one merchant row; the messages of the fields changed go. */
export function changeMerchant(index: number, changes: Partial<MerchantRow>): void {
  const { merchants } = values();
  const row = merchants[index];
  if (!row) return;
  bundleForm.update(
    { ...values(), merchants: merchants.map((r, i) => (i === index ? { ...row, ...changes } : r)) },
    Object.keys(changes).map((name) => `merchants.${index}.${name}`),
  );
}

/**
 * Adds an empty merchant row, only when the last one has an id (spec part 2 §5); otherwise the
 * "Merchant add operation failed" dialog says "Enter Merchants data".
 */
export function addMerchant(): void {
  const { merchants } = values();
  const message = checkAddMerchant(merchants, messages.schools.rules);
  if (message) {
    showDialog({ type: 'error', title: messages.schools.merchantAddFailed, message });
    return;
  }
  bundleForm.update({ ...values(), merchants: [...merchants, emptyMerchant()] });
}

/** Asks to confirm, then removes a merchant row (never the only one). */
export function requestMerchantRemoval(index: number): void {
  if (!canRemoveRow(values().merchants)) return;
  showDialog({
    type: 'confirm',
    title: messages.schools.removeMerchantTitle,
    message: messages.schools.removeMerchantQuestion(index + 1),
    onConfirm: () => {
      const { merchants } = values();
      if (!canRemoveRow(merchants)) return;
      // The messages named rows by their place, which has changed.
      const placed = Object.keys(bundleForm.$form.get().errors).filter((field) =>
        field.startsWith('merchants.'),
      );
      bundleForm.update(
        { ...values(), merchants: merchants.filter((_, i) => i !== index) },
        placed,
      );
    },
  });
}

const deletion = createAction({
  run: async (bundle: schools.Bundle) => {
    await api.call(schools.removeBundle, { params: { id: bundle.id } });
    await refreshClass(bundle.classLevel);
  },
  success: () => messages.schools.bundleDeleted,
  get failure() {
    return messages.schools.bundleOperationFailed;
  },
});

/**
 * Asks to confirm, then deletes a bundle (spec part 2 §4: its Delete button is disabled, so only
 * a host that enables it reaches this).
 */
export function requestBundleDeletion(bundle: schools.Bundle): void {
  showDialog({
    type: 'confirm',
    title: messages.schools.deleteBundleTitle,
    message: messages.schools.deleteBundleQuestion,
    onConfirm: () => void deletion.run(bundle),
  });
}
