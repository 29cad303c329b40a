import { useStore } from '@nanostores/react';
import { dashboard, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { TodayAtAGlance } from './TodayAtAGlance.js';
import { WorkWaiting } from './WorkWaiting.js';
import './DashboardScreen.css';

/** The Dashboard: the spec's heading, today at a glance and the work waiting for operators. */
export function DashboardScreen() {
  const glance = useStore(dashboard.$glance);
  const waiting = useStore(dashboard.$waiting);
  const loading = glance.loading || waiting.loading;
  return (
    <section className="dashboard-screen">
      <ScreenHeader
        title={messages.dashboard.title}
        action={
          <SlButton loading={loading} onClick={() => void dashboard.refreshDashboard()}>
            {messages.dashboard.refresh}
          </SlButton>
        }
      />
      <TodayAtAGlance />
      <WorkWaiting />
    </section>
  );
}
