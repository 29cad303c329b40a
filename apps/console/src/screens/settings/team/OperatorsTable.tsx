import { useStore } from '@nanostores/react';
import type { team as teamContract } from '@satchel/api';
import { $session, messages, team } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { SelectField } from '../../../components/form/SelectField.js';

const texts = messages.team;

/** One operator's row: their role (a choice, for those who may change it), status and sessions. */
function OperatorRow({
  operator,
  mayChange,
  isMe,
}: {
  readonly operator: teamContract.Operator;
  readonly mayChange: boolean;
  readonly isMe: boolean;
}) {
  const roles = useStore(team.$roles);
  return (
    <tr>
      <th scope="row">
        {operator.username}
        {operator.invited ? <span className="team-table__note"> · {texts.invitedNote}</span> : null}
      </th>
      <td>
        {mayChange ? (
          <SelectField
            name={`role-${operator.id}`}
            label={`${texts.fields.role}, ${operator.username}`}
            value={operator.role.id}
            options={roles.map((role) => ({ value: role.id, label: role.name }))}
            onValueChange={(roleId) => void team.changeOperatorRole.run(operator.id, roleId)}
          />
        ) : (
          operator.role.name
        )}
      </td>
      <td>{operator.disabled ? texts.disabled : texts.enabled}</td>
      <td>{operator.openSessions}</td>
      <td className="team-table__actions">
        <SlButton size="small" onClick={() => team.showSessions(operator)}>
          {texts.showSessions}
        </SlButton>
        {mayChange && !isMe ? (
          <SlButton
            size="small"
            onClick={() => void team.setOperatorDisabled.run(operator.id, !operator.disabled)}
          >
            {operator.disabled ? texts.enable : texts.disable}
          </SlButton>
        ) : null}
      </td>
    </tr>
  );
}

/** Every operator, with what an operator who may change the team can change. */
export function OperatorsTable({ mayChange }: { readonly mayChange: boolean }) {
  const operators = useStore(team.$operators);
  const me = useStore($session).adminInfo?.id;
  return (
    <table className="team-table">
      <caption className="visually-hidden">{texts.title}</caption>
      <thead>
        <tr>
          <th scope="col">{texts.fields.username}</th>
          <th scope="col">{texts.fields.role}</th>
          <th scope="col">{texts.fields.status}</th>
          <th scope="col">{texts.fields.sessions}</th>
          <th scope="col">{texts.fields.actions}</th>
        </tr>
      </thead>
      <tbody>
        {operators.map((operator) => (
          <OperatorRow
            key={operator.id}
            operator={operator}
            mayChange={mayChange}
            isMe={operator.id === me}
          />
        ))}
      </tbody>
    </table>
  );
}
