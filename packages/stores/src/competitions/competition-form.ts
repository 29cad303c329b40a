import { checkCompetitionName, competitions } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { messages } from '../messages/index.js';
import { reloadCompetitions } from './competitions-list.js';

/** The onboard/edit modal: onboarding a competition, or editing `competition`; null while closed. */
export type CompetitionForm =
  | { readonly mode: 'create' }
  | { readonly mode: 'edit'; readonly competition: competitions.Competition };

/** What the modal holds: the call's body (spec part 2 §3). */
export interface CompetitionFormValues {
  readonly competitionName: string;
  readonly logo: string;
  readonly status: competitions.CompetitionStatus;
}

export type CompetitionFormErrors = Partial<Record<keyof CompetitionFormValues, string>>;

export const $competitionForm = atom<CompetitionForm | null>(null);

export const openOnboardCompetition = (): void => $competitionForm.set({ mode: 'create' });
export const openEditCompetition = (competition: competitions.Competition): void =>
  $competitionForm.set({ mode: 'edit', competition });

/** The values the modal opens with: blank and active, or the competition's. */
export const competitionFormValues = (form: CompetitionForm | null): CompetitionFormValues =>
  form?.mode === 'edit'
    ? {
        competitionName: form.competition.name,
        logo: form.competition.logo,
        status: form.competition.status,
      }
    : { competitionName: '', logo: '', status: 'active' };

const saving = createAction({
  run: async (form: CompetitionForm, values: CompetitionFormValues) => {
    const body = {
      ...values,
      competitionName: values.competitionName.trim(),
      logo: values.logo.trim(),
    };
    if (form.mode === 'create') await api.call(competitions.create, { body });
    else await api.call(competitions.update, { params: { id: form.competition.id }, body });
    await reloadCompetitions();
  },
  failure: messages.competitions.onboardingFailed,
});

export const $savingCompetition = saving.$busy;

export function closeCompetitionForm(): void {
  if (!saving.$busy.get()) $competitionForm.set(null);
}

/**
 * Onboards or updates the modal's competition: the name's message when it is blank (nothing is
 * sent); the modal closes when the server took it, and stays open under the failure dialog.
 */
export async function saveCompetition(
  values: CompetitionFormValues,
): Promise<{ ok: boolean; errors: CompetitionFormErrors }> {
  const form = $competitionForm.get();
  if (!form) return { ok: false, errors: {} };
  const issue = checkCompetitionName(values.competitionName);
  if (issue) return { ok: false, errors: { competitionName: issue } };
  const ok = await saving.run(form, values);
  if (ok) $competitionForm.set(null);
  return { ok, errors: {} };
}
