import { ApiError, categories, checkCategory, checkLogoFile } from '@satchel/api';
import { map } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { categoriesList } from './categories-list.js';

/** The add form as the operator fills it: texts as typed, and the chosen image file. */
export interface CategoryFormValues {
  readonly name: string;
  readonly displayName: string;
  /** An image link; blank when the logo is a file. */
  readonly logoUrl: string;
  /** An image file; null when the logo is a link. */
  readonly logo: File | null;
}

/** Messages under the fields; `logo` speaks of the image as a whole (link or file). */
export type CategoryFormErrors = Partial<Record<keyof CategoryFormValues, string>>;

export interface CategoryForm {
  readonly values: CategoryFormValues;
  readonly errors: CategoryFormErrors;
}

const emptyForm: CategoryForm = {
  values: { name: '', displayName: '', logoUrl: '', logo: null },
  errors: {},
};

/** The Categories screen's add form: its values and the messages under its fields. */
export const $categoryForm = map<CategoryForm>(emptyForm);

/**
 * The form's problems under its fields (spec part 1 §5, the rules the server runs too), and
 * what the browser can tell of a chosen file (its type and size; the server reads its bytes).
 */
export function validateCategoryForm(values: CategoryFormValues): CategoryFormErrors {
  const errors: CategoryFormErrors = {
    ...checkCategory({ ...values, hasLogoFile: values.logo !== null }),
  };
  const fileIssue = values.logo && checkLogoFile(values.logo);
  if (fileIssue && !errors.logo) errors.logo = fileIssue;
  return errors;
}

/** What the create call sends for a valid form: trimmed texts, the link only when given. */
export function categoryBody(values: CategoryFormValues): categories.CategoryInput {
  const logoUrl = values.logoUrl.trim();
  return {
    name: values.name.trim(),
    displayName: values.displayName.trim(),
    ...(logoUrl !== '' && { logoUrl }),
  };
}

/**
 * The operator changed some fields: their messages go, and a change of the link or the file
 * also takes the message about the logo as a whole (it spoke of both).
 */
export function changeCategoryForm(changes: Partial<CategoryFormValues>): void {
  const { values, errors } = $categoryForm.get();
  const changed = new Set<string>(Object.keys(changes));
  if (changed.has('logoUrl') || changed.has('logo')) changed.add('logo');
  $categoryForm.set({
    values: { ...values, ...changes },
    errors: Object.fromEntries(Object.entries(errors).filter(([field]) => !changed.has(field))),
  });
}

/** The field a refusal of the server speaks of: a taken name, or a file it would not take. */
const refusedField = (error: unknown): keyof CategoryFormValues | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 409) return 'name';
  if (error.status === 413 || error.status === 415) return 'logo';
  return undefined;
};

const submitting = createAction({
  run: async (values: CategoryFormValues) => {
    await api.call(categories.create, {
      body: categoryBody(values),
      file: values.logo ?? undefined,
    });
    await categoriesList.reload();
  },
  success: () => messages.categories.submitted,
  failure: (error: unknown) => {
    const field = refusedField(error);
    if (field === undefined) {
      showErrorDialog(messages.categories.submitFailed, error);
      return;
    }
    const { values, errors } = $categoryForm.get();
    $categoryForm.set({ values, errors: { ...errors, [field]: (error as ApiError).message } });
  },
});

export const $submittingCategory = submitting.$busy;

/**
 * Adds the form's category: messages under the fields when the rules refuse it (nothing is
 * sent), or when the server refuses its name or its file; on success "Category submitted
 * successfully!", the table reloaded and the form empty again. True when it was added.
 */
export async function submitCategory(): Promise<boolean> {
  const { values } = $categoryForm.get();
  const errors = validateCategoryForm(values);
  if (Object.keys(errors).length > 0) {
    $categoryForm.set({ values, errors });
    return false;
  }
  const ok = await submitting.run(values);
  if (ok) $categoryForm.set(emptyForm);
  return ok;
}
