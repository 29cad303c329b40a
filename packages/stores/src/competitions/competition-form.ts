import { checkCompetitionName, competitions } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { messages } from '../messages/index.js';
import { competitionsFeed } from './competitions-list.js';

/** What the onboard/edit modal is open for: onboarding a competition, or editing `competition`. */
export type CompetitionForm =
  | { readonly mode: 'create' }
  | { readonly mode: 'edit'; readonly competition: competitions.Competition };

/** What the modal holds: the call's body (spec part 2 §3). */
export interface CompetitionFormValues {
  readonly competitionName: string;
  readonly logo: string;
  readonly status: competitions.CompetitionStatus;
}

/** The values the modal opens with: blank and active, or the competition's. */
const competitionFormValues = (form: CompetitionForm | null): CompetitionFormValues =>
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
    await competitionsFeed.restart();
  },
  get failure() {
    return messages.competitions.onboardingFailed;
  },
});

/**
 * The onboard/edit modal: the name's message when it is blank (nothing is sent); it closes when
 * the server took the competition, and stays open under the failure dialog.
 */
export const competitionForm = createFormStore<CompetitionFormValues, CompetitionForm>({
  initial: competitionFormValues,
  validate: ({ competitionName }) => {
    const issue = checkCompetitionName(competitionName, messages.competitions.rules);
    return issue ? { competitionName: issue } : {};
  },
  submit: (values, form) => saving.run(form ?? { mode: 'create' }, values),
});

export const openOnboardCompetition = (): void => competitionForm.open({ mode: 'create' });
export const openEditCompetition = (competition: competitions.Competition): void =>
  competitionForm.open({ mode: 'edit', competition });
