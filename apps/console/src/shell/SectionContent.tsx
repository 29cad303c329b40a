import { useStore } from '@nanostores/react';
import { $permissions, $section } from '@satchel/stores';
import { Suspense } from 'react';
import { LoadingIndicator } from '../components/loading-indicator/LoadingIndicator.js';
import { PlaceholderScreen } from '../screens/placeholder/PlaceholderScreen.js';
import { mayOpen, screenAt } from '../screens/registry.js';
import { SectionNotAllowed } from './SectionNotAllowed.js';
import { SectionNotFound } from './SectionNotFound.js';

/**
 * The content map: the current section picks its screen from the registry; a section the
 * operator's role does not allow shows why, and never loads its screen.
 */
export function SectionContent() {
  const section = useStore($section);
  const permissions = useStore($permissions);
  const entry = screenAt(section);
  const Screen = entry?.Screen;
  return (
    <Suspense fallback={<LoadingIndicator inline />}>
      {!entry ? (
        <SectionNotFound />
      ) : !mayOpen(entry, permissions) ? (
        <SectionNotAllowed />
      ) : Screen ? (
        <Screen />
      ) : (
        <PlaceholderScreen title={entry.label} />
      )}
    </Suspense>
  );
}
