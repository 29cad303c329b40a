import { checkProductIds, competitions, splitProductIds } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { messages } from '../messages/index.js';
import { competitionProducts } from './competition-products.js';

export type AssociationMode = 'associate' | 'dissociate';

/** The associate or dissociate modal of one competition; null while closed. */
export interface ProductAssociation {
  readonly mode: AssociationMode;
  readonly competition: competitions.Competition;
}

export const $productAssociation = atom<ProductAssociation | null>(null);

export const openProductAssociation = (
  mode: AssociationMode,
  competition: competitions.Competition,
): void => $productAssociation.set({ mode, competition });

const calls = { associate: competitions.associate, dissociate: competitions.dissociate };

/** Each mode's toast and failure title (spec part 2 §8: a dissociation fails as onboarding). */
const reports = {
  associate: {
    success: messages.competitions.associated,
    failure: messages.competitions.productOperationFailed,
  },
  dissociate: {
    success: messages.competitions.dissociated,
    failure: messages.competitions.onboardingFailed,
  },
};

const associationAction = (mode: AssociationMode) =>
  createAction({
    run: async (competitionId: string, productIds: string[]) => {
      await api.call(calls[mode], { body: { productIds, competitionIds: [competitionId] } });
      await competitionProducts.refresh(competitionId);
    },
    success: () => reports[mode].success,
    failure: reports[mode].failure,
  });

const actions = {
  associate: associationAction('associate'),
  dissociate: associationAction('dissociate'),
};

export const $changingAssociation = computed(
  [actions.associate.$busy, actions.dissociate.$busy],
  (associating, dissociating) => associating || dissociating,
);

export function closeProductAssociation(): void {
  if (!$changingAssociation.get()) $productAssociation.set(null);
}

/**
 * Sends the typed product IDs (split on commas, trimmed, repeats removed): the field's message
 * when none or a malformed one is typed (nothing is sent); the modal closes when the server took
 * them. The competition's products show afresh on its next expand (now, when it is expanded).
 */
export async function changeProductAssociation(
  text: string,
): Promise<{ ok: boolean; error?: string }> {
  const association = $productAssociation.get();
  if (!association) return { ok: false };
  const productIds = splitProductIds(text);
  const error = checkProductIds(productIds);
  if (error) return { ok: false, error };
  const ok = await actions[association.mode].run(association.competition.id, productIds);
  if (ok) $productAssociation.set(null);
  return { ok };
}
