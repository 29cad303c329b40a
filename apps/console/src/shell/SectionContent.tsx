import { useStore } from '@nanostores/react';
import { $section } from '@satchel/stores';
import { Suspense } from 'react';
import { LoadingIndicator } from '../components/loading-indicator/LoadingIndicator.js';
import { PlaceholderScreen } from '../screens/placeholder/PlaceholderScreen.js';
import { screenAt } from '../screens/registry.js';
import { SectionNotFound } from './SectionNotFound.js';

/** The content map: the current section picks its screen from the registry. */
export function SectionContent() {
  const section = useStore($section);
  const entry = screenAt(section);
  const Screen = entry?.Screen;
  return (
    <Suspense fallback={<LoadingIndicator inline />}>
      {!entry ? (
        <SectionNotFound />
      ) : Screen ? (
        <Screen />
      ) : (
        <PlaceholderScreen title={entry.label} />
      )}
    </Suspense>
  );
}
