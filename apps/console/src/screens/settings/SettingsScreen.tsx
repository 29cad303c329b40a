import { useStore } from '@nanostores/react';
import { $permissions, messages } from '@satchel/stores';
import { SettingsPanel } from './SettingsPanel.js';
import { TwoStepRulesPanel } from './TwoStepRulesPanel.js';
import { TeamSection } from './team/TeamSection.js';
import './SettingsScreen.css';

/**
 * Settings is reachable by path only (spec part 1 §2). It holds the settings for an operator
 * whose role may change them, and the Team and the two-step sign-in switches per role (issue
 * 30) for one whose role may see the Team; the spec's placeholder text where nothing else is
 * shown (a backend without roles has neither).
 */
export function SettingsScreen() {
  const permissions = useStore($permissions);
  const mayChangeSettings = permissions?.has('settings:write') ?? false;
  const maySeeTeam = permissions?.has('team:read') ?? false;
  if (!mayChangeSettings && !maySeeTeam) {
    return <p className="settings-screen">{messages.settings.placeholder}</p>;
  }
  return (
    <div className="settings-screen__sections">
      {mayChangeSettings ? <SettingsPanel /> : null}
      {maySeeTeam ? <TeamSection /> : null}
      {maySeeTeam ? <TwoStepRulesPanel /> : null}
    </div>
  );
}
