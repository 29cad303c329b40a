import { useStore } from '@nanostores/react';
import { $section, knownSections } from '@satchel/stores';
import { DashboardScreen } from '../screens/dashboard/DashboardScreen.js';
import { PlaceholderScreen } from '../screens/placeholder/PlaceholderScreen.js';
import { SettingsScreen } from '../screens/settings/SettingsScreen.js';
import { SectionNotFound } from './SectionNotFound.js';

/** The content map: the current in-memory path picks the screen. */
export function SectionContent() {
  const section = useStore($section);
  switch (section) {
    case '/dashboard':
      return <DashboardScreen />;
    case '/settings':
      return <SettingsScreen />;
  }
  const known = knownSections.find((entry) => entry.path === section);
  return known ? <PlaceholderScreen title={known.label} /> : <SectionNotFound />;
}
