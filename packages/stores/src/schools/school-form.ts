import { checkAddBranch, schools } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { showDialog, showErrorDialog } from '../feedback/dialog.js';
import { endedSession } from '../feedback/failures.js';
import { messages } from '../messages/index.js';
import {
  type BranchRow,
  createSchoolBody,
  editSchoolFormValues,
  emptyBranch,
  newSchoolFormValues,
  type SchoolFormErrors,
  type SchoolFormValues,
  updateSchoolBody,
  validateSchoolForm,
} from './school-form-values.js';
import { dropSchool, reloadSchools, showChangedSchool } from './schools-grid.js';

/** The Add/Update School modal: its values and messages; null while closed. */
export interface SchoolForm {
  readonly mode: 'create' | 'edit';
  /** The school being edited. */
  readonly school?: schools.School;
  readonly values: SchoolFormValues;
  readonly errors: SchoolFormErrors;
  /** The school's branches are on their way (edit). */
  readonly loading: boolean;
}

export const $schoolForm = atom<SchoolForm | null>(null);

const texts = messages.schools;

export function openAddSchool(): void {
  $schoolForm.set({ mode: 'create', values: newSchoolFormValues(), errors: {}, loading: false });
}

/** Opens the modal on a school; its branches load into it (a failure says why and closes it). */
export async function openEditSchool(school: schools.School): Promise<void> {
  $schoolForm.set({
    mode: 'edit',
    school,
    values: editSchoolFormValues(school, []),
    errors: {},
    loading: true,
  });
  try {
    const { data } = await api.call(schools.branches, { params: { id: school.id } });
    const form = $schoolForm.get();
    if (form?.school?.id !== school.id) return;
    $schoolForm.set({ ...form, values: editSchoolFormValues(school, data), loading: false });
  } catch (error) {
    if ($schoolForm.get()?.school?.id === school.id) $schoolForm.set(null);
    if (!endedSession(error)) showErrorDialog(texts.operationFailed, error);
  }
}

export function closeSchoolForm(): void {
  if (!saving.$busy.get()) $schoolForm.set(null);
}

/** Applies a change of the school's own fields; their messages go. */
export function changeSchoolForm(changes: Partial<Omit<SchoolFormValues, 'branches'>>): void {
  const form = $schoolForm.get();
  if (!form) return;
  const errors = Object.fromEntries(
    Object.entries(form.errors).filter(([field]) => !(field in changes)),
  );
  $schoolForm.set({ ...form, values: { ...form.values, ...changes }, errors });
}

/** Applies a change of one branch row; the messages of the parts changed go. */
export function changeBranch(
  index: number,
  changes: { status?: BranchRow['status']; address?: Partial<BranchRow['address']> },
): void {
  const form = $schoolForm.get();
  const branch = form?.values.branches[index];
  if (!form || !branch) return;
  const changed: BranchRow = {
    ...branch,
    ...(changes.status && { status: changes.status }),
    address: { ...branch.address, ...changes.address },
  };
  const gone = new Set(
    Object.keys(changes.address ?? {}).map((part) => `branches.${index}.${part}`),
  );
  $schoolForm.set({
    ...form,
    values: {
      ...form.values,
      branches: form.values.branches.map((row, i) => (i === index ? changed : row)),
    },
    errors: Object.fromEntries(Object.entries(form.errors).filter(([field]) => !gone.has(field))),
  });
}

/**
 * Adds an empty branch row, only when the last one is filled in (spec part 2 §5); otherwise the
 * "Branch add operation failed" dialog says "Enter branches data".
 */
export function addBranch(): void {
  const form = $schoolForm.get();
  if (!form) return;
  const issue = checkAddBranch(form.values.branches);
  if (issue) {
    showDialog({ type: 'error', title: texts.branchAddFailed, message: issue });
    return;
  }
  $schoolForm.set({
    ...form,
    values: { ...form.values, branches: [...form.values.branches, emptyBranch()] },
  });
}

const saving = createAction({
  run: async (form: SchoolForm) => {
    if (form.mode === 'create') {
      await api.call(schools.create, { body: createSchoolBody(form.values) });
      await reloadSchools();
    } else {
      const { data } = await api.call(schools.update, {
        params: { id: form.school!.id },
        body: updateSchoolBody(form.values),
      });
      const { branches: _branches, ...school } = data;
      showChangedSchool(school);
    }
  },
  success: (_, form) => (form.mode === 'create' ? texts.added : texts.updated),
  failure: texts.operationFailed,
});

export const $savingSchool = saving.$busy;

/**
 * Adds or updates the modal's school: messages under the fields when the form is incomplete
 * (nothing is sent); the modal closes when the server took it and stays open under "School
 * Operation Failed" otherwise.
 */
export async function saveSchool(): Promise<boolean> {
  const form = $schoolForm.get();
  if (!form || form.loading) return false;
  const errors = validateSchoolForm(form.values, form.mode);
  if (Object.keys(errors).length > 0) {
    $schoolForm.set({ ...form, errors });
    return false;
  }
  const ok = await saving.run(form);
  if (ok) $schoolForm.set(null);
  return ok;
}

const deletion = createAction({
  run: async (school: schools.School) => {
    await api.call(schools.remove, { params: { id: school.id } });
    dropSchool(school.id);
  },
  success: () => texts.deleted,
  failure: texts.operationFailed,
});

/**
 * Asks to confirm, then deletes a school and takes its card away (spec part 2 §4: the card's
 * Delete button is disabled, so only a host that enables it reaches this).
 */
export function requestSchoolDeletion(school: schools.School): void {
  showDialog({
    type: 'confirm',
    title: texts.deleteSchoolTitle,
    message: texts.deleteSchoolQuestion(school.schoolName),
    onConfirm: () => void deletion.run(school),
  });
}
