import { useStore } from '@nanostores/react';
import { businessDateTime } from '@satchel/api';
import { $permissions, allows, dashboard, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { AssignmentQueue } from './AssignmentQueue.js';
import { TodayAtAGlance } from './TodayAtAGlance.js';
import { WorkWaiting } from './WorkWaiting.js';
import './DashboardScreen.css';

/** "Updated 10:42:05", India's time: the figures follow changes, this says how fresh they are. */
function UpdatedAt() {
  const updatedAt = useStore(dashboard.$updatedAt);
  // Its line is there from the first frame, so that the time arriving shifts nothing below.
  return (
    <p className="dashboard-updated" aria-live="polite">
      {updatedAt ? messages.dashboard.updatedAt(businessDateTime(updatedAt).slice(11)) : '\u00a0'}
    </p>
  );
}

/**
 * The Dashboard: the spec's heading, today at a glance, the work waiting and the assignment
 * queue, each part only for a role that may read what it shows.
 */
export function DashboardScreen() {
  const permissions = useStore($permissions);
  const glance = useStore(dashboard.$glance);
  const waiting = useStore(dashboard.$waiting);
  // Watched here, so that the queue is read alongside the figures (a role not reading orders
  // asks nothing).
  const queue = useStore(dashboard.$queue);
  const readsSales = allows(permissions, 'sales:read');
  const readsOrders = allows(permissions, 'orders:read');
  const loading = glance.loading || waiting.loading;
  // Drawn once every part has its first answer, all at once: a part arriving later would push
  // the others down under the operator's eyes (and Lighthouse counts it as layout shift).
  const ready =
    waiting.data !== null &&
    (!readsSales || glance.data !== null) &&
    (!readsOrders || queue.loaded);
  return (
    <section className="dashboard-screen">
      <ScreenHeader
        title={messages.dashboard.title}
        action={
          <SlButton
            loading={loading}
            onClick={() =>
              void Promise.all([dashboard.refreshDashboard(), dashboard.reloadQueue()])
            }
          >
            {messages.dashboard.refresh}
          </SlButton>
        }
      />
      <UpdatedAt />
      {ready ? (
        <>
          {readsSales ? <TodayAtAGlance /> : null}
          <WorkWaiting />
          {readsOrders ? <AssignmentQueue /> : null}
        </>
      ) : null}
    </section>
  );
}
