import { useStore } from '@nanostores/react';
import { $section, knownSections } from '@satchel/stores';
import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '../components/loading-indicator/LoadingIndicator.js';
import { DashboardScreen } from '../screens/dashboard/DashboardScreen.js';
import { PlaceholderScreen } from '../screens/placeholder/PlaceholderScreen.js';
import { SettingsScreen } from '../screens/settings/SettingsScreen.js';
import { SectionNotFound } from './SectionNotFound.js';

// Screens load when first opened, so the sign-in page and the shell never pay for them.
const UsersScreen = lazy(() =>
  import('../screens/users/UsersScreen.js').then(({ UsersScreen }) => ({ default: UsersScreen })),
);
const OrdersScreen = lazy(() =>
  import('../screens/orders/OrdersScreen.js').then(({ OrdersScreen }) => ({
    default: OrdersScreen,
  })),
);
const MerchantsScreen = lazy(() =>
  import('../screens/merchants/MerchantsScreen.js').then(({ MerchantsScreen }) => ({
    default: MerchantsScreen,
  })),
);

function Screen({ section }: { section: string }) {
  switch (section) {
    case '/dashboard':
      return <DashboardScreen />;
    case '/settings':
      return <SettingsScreen />;
    case '/users':
      return <UsersScreen />;
    case '/merchants':
      return <MerchantsScreen />;
    case '/order-management':
      return <OrdersScreen />;
  }
  const known = knownSections.find((entry) => entry.path === section);
  return known ? <PlaceholderScreen title={known.label} /> : <SectionNotFound />;
}

/** The content map: the current in-memory path picks the screen. */
export function SectionContent() {
  const section = useStore($section);
  return (
    <Suspense fallback={<LoadingIndicator inline />}>
      <Screen section={section} />
    </Suspense>
  );
}
