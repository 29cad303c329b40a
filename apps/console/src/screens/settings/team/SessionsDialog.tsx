import { useStore } from '@nanostores/react';
import { messages, team } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { formatDateTime } from '../../../components/format/date-time.js';

const texts = messages.team;

/** The open sessions of one operator, each of which one who may change the team can end. */
export function SessionsDialog({ mayEnd }: { readonly mayEnd: boolean }) {
  const operator = useStore(team.$sessionsOf);
  const sessions = useStore(team.$operatorSessions);
  return (
    <FormDialog
      label={operator ? texts.sessionsTitle(operator.username) : ''}
      open={operator !== null}
      onClose={team.closeSessions}
    >
      {sessions.length === 0 ? (
        <p>{texts.noSessions}</p>
      ) : (
        <ul className="team-sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <span>
                {texts.sessionStarted} {formatDateTime(session.createdAt)} · {texts.sessionExpires}{' '}
                {formatDateTime(session.expiresAt)}
                {session.current ? ` · ${texts.thisSession}` : ''}
              </span>
              {mayEnd ? (
                <SlButton
                  size="small"
                  variant="danger"
                  outline
                  onClick={() => void team.endOperatorSession.run(session.id)}
                >
                  {texts.endSession}
                </SlButton>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </FormDialog>
  );
}
