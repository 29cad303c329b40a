import { canRemoveRow, checkAddMerchant, schools } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { showDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import {
  type BundleFormErrors,
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

/** The Add/Update Bundle modal, over the Classes & Bundles one; null while closed. */
export interface BundleForm {
  readonly mode: 'create' | 'edit';
  readonly schoolId: string;
  readonly branchId: string;
  /** The bundle being edited. */
  readonly bundle?: schools.Bundle;
  readonly values: BundleFormValues;
  readonly errors: BundleFormErrors;
}

export const $bundleForm = atom<BundleForm | null>(null);

const texts = messages.schools;

/** Opens the modal for a new bundle of the open branch, of `classLevel` when given. */
export function openAddBundle(classLevel = ''): void {
  const view = $classesView.get();
  if (!view) return;
  clearProductSearch();
  $bundleForm.set({
    mode: 'create',
    schoolId: view.schoolId,
    branchId: view.branchId,
    values: newBundleFormValues(classLevel),
    errors: {},
  });
}

export function openEditBundle(bundle: schools.Bundle): void {
  clearProductSearch();
  $bundleForm.set({
    mode: 'edit',
    schoolId: bundle.schoolId,
    branchId: bundle.branchId,
    bundle,
    values: editBundleFormValues(bundle),
    errors: {},
  });
}

export function closeBundleForm(): void {
  if (!saving.$busy.get()) $bundleForm.set(null);
}

const without = (errors: BundleFormErrors, gone: (field: string) => boolean) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !gone(field)));

/** Applies a change of the bundle's own fields; their messages go. */
export function changeBundleForm(changes: Partial<Omit<BundleFormValues, 'merchants'>>): void {
  const form = $bundleForm.get();
  if (!form) return;
  $bundleForm.set({
    ...form,
    values: { ...form.values, ...changes },
    errors: without(form.errors, (field) => field in changes),
  });
}

/** Adds a product to the set (once). */
function addProduct(product: schools.SetProduct): void {
  const form = $bundleForm.get();
  if (!form || form.values.products.some((chosen) => chosen.id === product.id)) return;
  changeBundleForm({ products: [...form.values.products, product] });
}

/**
 * Adds a chosen product (once); a second listing of a title the set already holds (another
 * merchant's) only once the operator confirms it, as the same book twice is seldom meant.
 */
export function chooseProduct(product: schools.SetProduct): void {
  const form = $bundleForm.get();
  const sameTitle = form && chosenListingOfTitle(product, form.values.products);
  if (!sameTitle) {
    addProduct(product);
    return;
  }
  showDialog({
    type: 'confirm',
    title: texts.sameTitleTitle,
    message: texts.sameTitleQuestion(product.title, sameTitle.storeName, product.storeName),
    onConfirm: () => addProduct(product),
  });
}

export function unchooseProduct(id: string): void {
  const form = $bundleForm.get();
  if (!form) return;
  changeBundleForm({ products: form.values.products.filter((product) => product.id !== id) });
}

/** Applies a change of one merchant row; the messages of the fields changed go. */
export function changeMerchant(index: number, changes: Partial<MerchantRow>): void {
  const form = $bundleForm.get();
  const row = form?.values.merchants[index];
  if (!form || !row) return;
  $bundleForm.set({
    ...form,
    values: {
      ...form.values,
      merchants: form.values.merchants.map((r, i) => (i === index ? { ...row, ...changes } : r)),
    },
    errors: without(form.errors, (field) =>
      Object.keys(changes).some((name) => field === `merchants.${index}.${name}`),
    ),
  });
}

/**
 * Adds an empty merchant row, only when the last one has an id (spec part 2 §5); otherwise the
 * "Merchant add operation failed" dialog says "Enter Merchants data".
 */
export function addMerchant(): void {
  const form = $bundleForm.get();
  if (!form) return;
  const issue = checkAddMerchant(form.values.merchants);
  if (issue) {
    showDialog({ type: 'error', title: texts.merchantAddFailed, message: issue });
    return;
  }
  $bundleForm.set({
    ...form,
    values: { ...form.values, merchants: [...form.values.merchants, emptyMerchant()] },
  });
}

/** Asks to confirm, then removes a merchant row (never the only one). */
export function requestMerchantRemoval(index: number): void {
  const form = $bundleForm.get();
  if (!form || !canRemoveRow(form.values.merchants)) return;
  showDialog({
    type: 'confirm',
    title: texts.removeMerchantTitle,
    message: texts.removeMerchantQuestion(index + 1),
    onConfirm: () => {
      const current = $bundleForm.get();
      if (!current || !canRemoveRow(current.values.merchants)) return;
      $bundleForm.set({
        ...current,
        values: {
          ...current.values,
          merchants: current.values.merchants.filter((_, i) => i !== index),
        },
        // The messages named rows by their place, which has changed.
        errors: without(current.errors, (field) => field.startsWith('merchants.')),
      });
    },
  });
}

const saving = createAction({
  run: async (form: BundleForm) => {
    const body = bundleBody(form.values, form);
    if (form.mode === 'create') await api.call(schools.createBundle, { body });
    else await api.call(schools.updateBundle, { params: { id: form.bundle!.id }, body });
    // The class may have moved: both the old and the new class show what they now hold.
    if (form.bundle && form.bundle.classLevel !== body.classLevel) {
      await refreshClass(form.bundle.classLevel);
    }
    await refreshClass(body.classLevel);
  },
  success: (_, form) => (form.mode === 'create' ? texts.bundleAdded : texts.bundleUpdated),
  failure: texts.bundleOperationFailed,
});

export const $savingBundle = saving.$busy;

/**
 * Adds or updates the modal's bundle; a last merchant row with no id is dropped (spec part 2
 * §5). Messages under the fields when the form is incomplete (nothing is sent); the modal closes
 * when the server took it and stays open under "Bundle Operation Failed" otherwise.
 */
export async function saveBundle(): Promise<boolean> {
  const form = $bundleForm.get();
  if (!form) return false;
  const errors = validateBundleForm(form.values);
  if (Object.keys(errors).length > 0) {
    $bundleForm.set({ ...form, errors });
    return false;
  }
  const ok = await saving.run(form);
  if (ok) $bundleForm.set(null);
  return ok;
}

const deletion = createAction({
  run: async (bundle: schools.Bundle) => {
    await api.call(schools.removeBundle, { params: { id: bundle.id } });
    await refreshClass(bundle.classLevel);
  },
  success: () => texts.bundleDeleted,
  failure: texts.bundleOperationFailed,
});

/**
 * Asks to confirm, then deletes a bundle (spec part 2 §4: its Delete button is disabled, so only
 * a host that enables it reaches this).
 */
export function requestBundleDeletion(bundle: schools.Bundle): void {
  showDialog({
    type: 'confirm',
    title: texts.deleteBundleTitle,
    message: texts.deleteBundleQuestion,
    onConfirm: () => void deletion.run(bundle),
  });
}
