import { ApiError, categories, checkCategory, checkLogoFile, errorCodes } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore, type SubmitResult } from '../data/create-form-store.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { refusalText } from '../feedback/failures.js';
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

/**
 * The form's problems under its fields (spec part 1 §5, the rules the server runs too), and
 * what the browser can tell of a chosen file (its type and size; the server reads its bytes), in
 * the installed language.
 */
export function validateCategoryForm(values: CategoryFormValues): CategoryFormErrors {
  const texts = messages.categories.rules;
  const issues: CategoryFormErrors = {
    ...checkCategory({ ...values, hasLogoFile: values.logo !== null }, texts),
  };
  const fileIssue = values.logo && checkLogoFile(values.logo, texts);
  if (fileIssue && !issues.logo) issues.logo = fileIssue;
  return issues;
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

/** The field a refusal of the server speaks of: a taken name, or a file it would not take. */
const refusedField = (error: unknown): keyof CategoryFormValues | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 409) return 'name';
  if (error.status === 413 || error.status === 415) return 'logo';
  return undefined;
};

/** The message of the server's last refusal of a field, for under that field. */
let refusal: CategoryFormErrors = {};

const submitting = createAction({
  run: async (values: CategoryFormValues) => {
    await api.call(categories.create, {
      body: categoryBody(values),
      file: values.logo ?? undefined,
    });
    await categoriesList.reload();
  },
  success: () => messages.categories.submitted,
  failure: (error: unknown, values) => {
    const field = refusedField(error);
    if (field === undefined) showErrorDialog(messages.categories.submitFailed, error);
    else {
      const name = categoryBody(values).name;
      refusal = { [field]: refusalText(error, { [errorCodes.categoryDuplicateName]: [name] }) };
    }
  },
});

/**
 * The Categories screen's add form: messages under the fields when the rules refuse it (nothing
 * is sent), or when the server refuses its name or its file; on success "Category submitted
 * successfully!", the table reloaded and the form empty again.
 */
export const categoryForm = createFormStore<CategoryFormValues>({
  initial: () => ({ name: '', displayName: '', logoUrl: '', logo: null }),
  validate: validateCategoryForm,
  submit: async (values): Promise<SubmitResult> => {
    refusal = {};
    return (await submitting.run(values)) || { ...categoryForm.$form.get().errors, ...refusal };
  },
  inline: true,
});

/**
 * The operator changed some fields: their messages go, and a change of the link or the file
 * also takes the message about the logo as a whole (it spoke of both).
 */
export function changeCategory(changes: Partial<CategoryFormValues>): void {
  const changed = Object.keys(changes);
  if ('logoUrl' in changes || 'logo' in changes) changed.push('logo');
  categoryForm.update({ ...categoryForm.$form.get().values, ...changes }, changed);
}
