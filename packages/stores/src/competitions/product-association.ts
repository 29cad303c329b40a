import { checkProductIds, competitions, splitProductIds } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { messages } from '../messages/index.js';
import { competitionProducts } from './competition-products.js';

export type AssociationMode = 'associate' | 'dissociate';

/** What the associate or dissociate modal is open for: the mode, and the competition. */
export interface ProductAssociation {
  readonly mode: AssociationMode;
  readonly competition: competitions.Competition;
}

const calls = { associate: competitions.associate, dissociate: competitions.dissociate };

/** Each mode's toast and failure title (spec part 2 §8: a dissociation fails as onboarding). */
const reports = () => ({
  associate: {
    success: messages.competitions.associated,
    failure: messages.competitions.productOperationFailed,
  },
  dissociate: {
    success: messages.competitions.dissociated,
    failure: messages.competitions.onboardingFailed,
  },
});

const associationAction = (mode: AssociationMode) =>
  createAction({
    run: async (competitionId: string, productIds: string[]) => {
      await api.call(calls[mode], { body: { productIds, competitionIds: [competitionId] } });
      await competitionProducts.refresh(competitionId);
    },
    success: () => reports()[mode].success,
    get failure() {
      return reports()[mode].failure;
    },
  });

const actions = {
  associate: associationAction('associate'),
  dissociate: associationAction('dissociate'),
};

/**
 * The associate and dissociate modals: comma-separated product IDs for one competition, sent
 * split on commas, trimmed, repeats removed. The field's message when none or a malformed one is
 * typed (nothing is sent); the modal closes when the server took them. The competition's
 * products show afresh on its next expand (now, when it is expanded).
 */
export const productAssociationForm = createFormStore<
  { readonly productIds: string },
  ProductAssociation
>({
  initial: () => ({ productIds: '' }),
  validate: ({ productIds }) => {
    const error = checkProductIds(splitProductIds(productIds), messages.competitions.rules);
    return error ? { productIds: error } : {};
  },
  submit: async ({ productIds }, association) =>
    association !== null &&
    actions[association.mode].run(association.competition.id, splitProductIds(productIds)),
});

export const openProductAssociation = (
  mode: AssociationMode,
  competition: competitions.Competition,
): void => productAssociationForm.open({ mode, competition });
