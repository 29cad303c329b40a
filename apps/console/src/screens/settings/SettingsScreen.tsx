import { useStore } from '@nanostores/react';
import { $permissions, messages } from '@satchel/stores';
import { TwoStepRulesPanel } from './TwoStepRulesPanel.js';
import { TeamSection } from './team/TeamSection.js';
import './SettingsScreen.css';

/**
 * Settings is reachable by path only (spec part 1 §2). It holds the Team and the two-step
 * sign-in switches per role (issue 30) for an
 * operator whose role may see it, and the spec's placeholder text where nothing else is shown
 * (a backend without roles has no Team either).
 */
export function SettingsScreen() {
  const permissions = useStore($permissions);
  if (!permissions?.has('team:read')) {
    return <p className="settings-screen">{messages.settings.placeholder}</p>;
  }
  return (
    <div className="settings-screen__sections">
      <TeamSection />
      <TwoStepRulesPanel />
    </div>
  );
}
