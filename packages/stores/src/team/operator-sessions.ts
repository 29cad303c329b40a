import { team } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createResource } from '../data/create-resource.js';
import { forgetOnLogout } from '../data/logout-reset.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { reloadTeam } from './team-members.js';

/** The operator whose sessions the dialog shows; null: it is closed. */
export const $sessionsOf = atom<team.Operator | null>(null);
forgetOnLogout(() => $sessionsOf.set(null));

const operatorSessions = createResource({
  key: computed($sessionsOf, (operator) => operator?.id ?? null),
  fetch: async (id: string) => (await api.call(team.sessions, { params: { id } })).data,
  onError: (error) => showErrorDialog(messages.team.loadFailed, error),
});

/** The open sessions of the operator shown, newest first. */
export const $operatorSessions = computed(operatorSessions.$state, (state) => state.data ?? []);

export const showSessions = (operator: team.Operator): void => $sessionsOf.set(operator);
export const closeSessions = (): void => $sessionsOf.set(null);

/** Ends one of the shown operator's sessions: its token stops working at once. */
export const endOperatorSession = createAction({
  run: async (sessionId: string) => {
    const operator = $sessionsOf.get();
    if (!operator) return undefined;
    const answer = await api.call(team.endSession, {
      params: { id: operator.id, sessionId },
    });
    await Promise.all([operatorSessions.reload(), reloadTeam()]);
    return answer;
  },
  success: (answer) => answer && messages.successes.sessionEnded,
  get failure() {
    return messages.team.endSessionFailed;
  },
});
