import { checkAddBranch, schools } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { showDialog, showErrorDialog } from '../feedback/dialog.js';
import { endedSession } from '../feedback/failures.js';
import { messages } from '../messages/index.js';
import {
  type BranchRow,
  createSchoolBody,
  editSchoolFormValues,
  emptyBranch,
  newSchoolFormValues,
  type SchoolFormValues,
  updateSchoolBody,
  validateSchoolForm,
} from './school-form-values.js';
import { schoolsFeed } from './schools-grid.js';

/** What the Add/Update School modal is open for: a new school, or editing `school`. */
export type SchoolForm =
  | { readonly mode: 'create' }
  | { readonly mode: 'edit'; readonly school: schools.School };

/** The edited school's branches are on their way: the modal waits with its rows. */
export const $loadingBranches = atom(false);

const saving = createAction({
  run: async (form: SchoolForm, values: SchoolFormValues) => {
    if (form.mode === 'create') {
      await api.call(schools.create, { body: createSchoolBody(values) });
      await schoolsFeed.restart();
    } else {
      const { data } = await api.call(schools.update, {
        params: { id: form.school.id },
        body: updateSchoolBody(values),
      });
      const { branches: _branches, ...school } = data;
      schoolsFeed.replaceItem(school);
    }
  },
  success: (_, form) =>
    form.mode === 'create' ? messages.schools.added : messages.schools.updated,
  get failure() {
    return messages.schools.operationFailed;
  },
});

/**
 * The Add/Update School modal: messages under the fields when the form is incomplete (nothing is
 * sent); it closes when the server took the school and stays open under "School Operation
 * Failed" otherwise.
 */
export const schoolForm = createFormStore<SchoolFormValues, SchoolForm>({
  initial: (form) =>
    form?.mode === 'edit' ? editSchoolFormValues(form.school, []) : newSchoolFormValues(),
  validate: (values, form) => validateSchoolForm(values, form?.mode ?? 'create'),
  submit: async (values, form) =>
    form !== null && !$loadingBranches.get() && saving.run(form, values),
});

export function openAddSchool(): void {
  $loadingBranches.set(false);
  schoolForm.open({ mode: 'create' });
}

/** Opens the modal on a school; its branches load into it (a failure says why and closes it). */
export async function openEditSchool(school: schools.School): Promise<void> {
  const opened: SchoolForm = { mode: 'edit', school };
  const stillOpen = () => schoolForm.$form.get().context === opened;
  schoolForm.open(opened);
  $loadingBranches.set(true);
  try {
    const { data } = await api.call(schools.branches, { params: { id: school.id } });
    if (!stillOpen()) return;
    schoolForm.update(editSchoolFormValues(school, data));
    $loadingBranches.set(false);
  } catch (error) {
    if (stillOpen()) {
      $loadingBranches.set(false);
      schoolForm.close();
    }
    if (!endedSession(error)) showErrorDialog(messages.schools.operationFailed, error);
  }
}

/** Applies a change of the school's own fields; their messages go. */
export function changeSchoolForm(changes: Partial<Omit<SchoolFormValues, 'branches'>>): void {
  schoolForm.update({ ...schoolForm.$form.get().values, ...changes }, Object.keys(changes));
}

/** Applies a change of one branch row; the messages of the parts changed go. */
export function changeBranch(
  index: number,
  changes: { status?: BranchRow['status']; address?: Partial<BranchRow['address']> },
): void {
  const { values } = schoolForm.$form.get();
  const branch = values.branches[index];
  if (!branch) return;
  const changed: BranchRow = {
    ...branch,
    ...(changes.status && { status: changes.status }),
    address: { ...branch.address, ...changes.address },
  };
  schoolForm.update(
    { ...values, branches: values.branches.map((row, i) => (i === index ? changed : row)) },
    Object.keys(changes.address ?? {}).map((part) => `branches.${index}.${part}`),
  );
}

/**
 * Adds an empty branch row, only when the last one is filled in (spec part 2 §5); otherwise the
 * "Branch add operation failed" dialog says "Enter branches data".
 */
export function addBranch(): void {
  const { values } = schoolForm.$form.get();
  const message = checkAddBranch(values.branches, messages.schools.rules);
  if (message) {
    showDialog({ type: 'error', title: messages.schools.branchAddFailed, message });
    return;
  }
  schoolForm.update({ ...values, branches: [...values.branches, emptyBranch()] });
}

const deletion = createAction({
  run: async (school: schools.School) => {
    await api.call(schools.remove, { params: { id: school.id } });
    schoolsFeed.removeItem(school.id);
  },
  success: () => messages.schools.deleted,
  get failure() {
    return messages.schools.operationFailed;
  },
});

/**
 * Asks to confirm, then deletes a school and takes its card away (spec part 2 §4: the card's
 * Delete button is disabled, so only a host that enables it reaches this).
 */
export function requestSchoolDeletion(school: schools.School): void {
  showDialog({
    type: 'confirm',
    title: messages.schools.deleteSchoolTitle,
    message: messages.schools.deleteSchoolQuestion(school.schoolName),
    onConfirm: () => void deletion.run(school),
  });
}
