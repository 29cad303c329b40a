import {
  type ActivityStatus,
  branchesToCreate,
  DEFAULT_COUNTRY,
  isBranchFilled,
  isZipCode,
  type schools,
} from '@satchel/api';
import type { FormErrors } from '../data/create-form-store.js';
import { messages } from '../messages/index.js';

/** One branch row of the school form; `id` once the server has it. */
export interface BranchRow {
  readonly id?: string;
  readonly status: ActivityStatus;
  readonly address: {
    readonly area: string;
    readonly city: string;
    readonly state: string;
    readonly nearBy: string;
    readonly zipCode: string;
    readonly country: string;
  };
}

export interface SchoolFormValues {
  readonly schoolName: string;
  readonly displayName: string;
  readonly logo: string;
  readonly status: ActivityStatus;
  readonly branches: readonly BranchRow[];
}

/**
 * The form's messages, by field: `schoolName`, `displayName`, and a branch's address part as
 * `branches.<index>.<part>`.
 */
export type SchoolFormErrors = FormErrors;

/** An empty branch row: active, in India (spec part 2 §9). */
export const emptyBranch = (): BranchRow => ({
  status: 'active',
  address: { area: '', city: '', state: '', nearBy: '', zipCode: '', country: DEFAULT_COUNTRY },
});

export const newSchoolFormValues = (): SchoolFormValues => ({
  schoolName: '',
  displayName: '',
  logo: '',
  status: 'active',
  branches: [emptyBranch()],
});

export const branchRowOf = (branch: schools.Branch): BranchRow => ({
  id: branch.id,
  status: branch.status,
  address: { ...branch.address },
});

export const editSchoolFormValues = (
  school: schools.School,
  branches: readonly schools.Branch[],
): SchoolFormValues => ({
  schoolName: school.schoolName,
  displayName: school.displayName,
  logo: school.logo ?? '',
  status: school.status,
  branches: branches.length > 0 ? branches.map(branchRowOf) : [emptyBranch()],
});

/** The branches a save sends: on create a last branch with an empty area is dropped (§5). */
export const branchesToSend = (values: SchoolFormValues, mode: 'create' | 'edit') =>
  mode === 'create' ? branchesToCreate(values.branches) : [...values.branches];

const requiredParts = ['area', 'city', 'state', 'zipCode', 'country'] as const;

/** The form's problems; none means it can be sent. */
export function validateSchoolForm(
  values: SchoolFormValues,
  mode: 'create' | 'edit',
): SchoolFormErrors {
  const { fields, required, rules } = messages.schools;
  const errors: Record<string, string> = {};
  if (!values.schoolName.trim()) errors.schoolName = required(fields.schoolName);
  if (!values.displayName.trim()) errors.displayName = required(fields.displayName);
  branchesToSend(values, mode).forEach((branch, index) => {
    if (isBranchFilled(branch.address) && isZipCode(branch.address.zipCode.trim())) return;
    for (const part of requiredParts) {
      if (!branch.address[part].trim())
        errors[`branches.${index}.${part}`] = required(fields[part]);
    }
    const zip = branch.address.zipCode.trim();
    if (zip && !isZipCode(zip)) errors[`branches.${index}.zipCode`] = rules.zipCode;
  });
  return errors;
}

const addressBody = ({ address }: BranchRow) => ({
  area: address.area.trim(),
  city: address.city.trim(),
  state: address.state.trim(),
  nearBy: address.nearBy.trim(),
  zipCode: address.zipCode.trim(),
  country: address.country.trim(),
});

export const createSchoolBody = (values: SchoolFormValues): schools.SchoolInput => ({
  schoolName: values.schoolName.trim(),
  displayName: values.displayName.trim(),
  logo: values.logo.trim() || null,
  branches: branchesToSend(values, 'create').map((branch) => ({
    status: branch.status,
    address: addressBody(branch),
  })),
});

export const updateSchoolBody = (values: SchoolFormValues): schools.SchoolChanges => ({
  ...createSchoolBody(values),
  status: values.status,
  branches: values.branches.map((branch) => ({
    ...(branch.id && { id: branch.id }),
    status: branch.status,
    address: addressBody(branch),
  })),
});
