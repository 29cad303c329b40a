import { useStore } from '@nanostores/react';
import { messages, signInRules } from '@satchel/stores';
import { SwitchField } from '../../components/form/SwitchField.js';
import { useMay } from '../../components/permissions/useMay.js';

const texts = messages.account.rules;

/**
 * "Two-step sign-in" (issue 30): a switch per role that requires it of the role's operators,
 * an Administrator's to change; others read each role's rule in words, as a read-only role
 * reads every other switch.
 */
export function TwoStepRulesPanel() {
  const roles = useStore(signInRules.$roleSwitches);
  const mayChange = useMay()('team:write');
  return (
    <section className="two-step-rules" aria-labelledby="two-step-rules-title">
      <h3 id="two-step-rules-title">{texts.heading}</h3>
      <p>{texts.text}</p>
      <ul className="two-step-rules__switches">
        {roles.map((role) => (
          <li key={role.id}>
            {mayChange ? (
              <SwitchField
                name={`two-step-${role.id}`}
                label={role.name}
                checked={role.twoStepRequired}
                onValueChange={(checked) =>
                  void signInRules.setTwoStepRequired.run(role.id, checked)
                }
              />
            ) : (
              <>
                {role.name}: {role.twoStepRequired ? texts.required : texts.notRequired}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
