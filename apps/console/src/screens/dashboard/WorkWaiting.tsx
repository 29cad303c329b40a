import { useStore } from '@nanostores/react';
import type { dashboard as wire } from '@satchel/api';
import {
  approvals,
  dashboard,
  drivers,
  merchants,
  messages,
  orders,
  placeHash,
} from '@satchel/stores';
import type { ReactNode } from 'react';
import { formatCount, formatMoney } from '../../components/format/numbers.js';

const texts = messages.dashboard;
const HOUR_MS = 3_600_000;

/** The link to a list section showing exactly `query` (its filters as the URL carries them). */
const listHref = (section: string, query: Record<string, string> = {}) =>
  placeHash({ section, query, open: null });

/** Oldest first: the orders waiting longest are the ones to take first. */
const ordersHref = (filters: Record<string, string>) =>
  listHref(orders.ordersList.section, { ...filters, sort: '1' });

function Tile({
  name,
  label,
  count,
  href,
  children,
}: {
  name: string;
  label: string;
  count: string;
  href?: string | undefined;
  children?: ReactNode;
}) {
  const figure = (
    <>
      <span className="dashboard-tile__label">{label}</span>
      <span className="dashboard-tile__count">{count}</span>
    </>
  );
  return (
    <li className="dashboard-tile panel" data-tile={name}>
      {href ? (
        <a href={href} className="dashboard-tile__link" title={texts.openList}>
          {figure}
        </a>
      ) : (
        figure
      )}
      {children}
    </li>
  );
}

/** How many orders wait, and how long the oldest has (nothing for a role not reading orders). */
function OrdersTile({
  name,
  label,
  waiting,
  href,
}: {
  name: string;
  label: string;
  waiting: wire.WaitingOrders | undefined;
  href: string;
}) {
  if (!waiting) return null;
  const oldest = waiting.oldestPlacedAt;
  return (
    <Tile name={name} label={label} count={formatCount(waiting.count)} href={href}>
      <p className="dashboard-tile__note">
        {oldest ? texts.oldest(dashboard.ageOf(oldest, new Date(), texts)) : texts.nothingWaiting}
      </p>
    </Tile>
  );
}

/** What a group is due in total, and its largest amounts (nothing for a role not reading settlements). */
function MoneyTile({
  name,
  label,
  due,
  href,
}: {
  name: string;
  label: string;
  due: wire.MoneyDue | undefined;
  href: string;
}) {
  if (!due) return null;
  return (
    <Tile name={name} label={label} count={formatMoney(due.total)} href={href}>
      {due.largest.length > 0 ? (
        <ol className="dashboard-tile__largest" aria-label={texts.largestDue}>
          {due.largest.map((entry) => (
            <li key={entry.id}>
              <span>{entry.name}</span> <span>{formatMoney(entry.due)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </Tile>
  );
}

/** The work waiting for operators, each tile opening the list of what it counts. */
export function WorkWaiting() {
  const { data } = useStore(dashboard.$waiting);
  return (
    <section className="dashboard-waiting" aria-labelledby="dashboard-waiting">
      <h3 id="dashboard-waiting">{texts.waiting}</h3>
      {data ? (
        <ul className="dashboard-tiles">
          <OrdersTile
            name="unaccepted"
            label={texts.unaccepted}
            waiting={data.unaccepted}
            href={ordersHref({ status: 'placed' })}
          />
          <OrdersTile
            name="readyWithoutDriver"
            label={texts.readyWithoutDriver}
            waiting={data.readyWithoutDriver}
            href={ordersHref({ status: 'readyToPick', withoutDriver: 'true' })}
          />
          <OrdersTile
            name="lateDeliveries"
            label={texts.lateDeliveries(data.lateAfterHours)}
            waiting={data.lateDeliveries}
            href={ordersHref({
              status: 'outForDelivery',
              placedBefore: new Date(Date.now() - data.lateAfterHours * HOUR_MS).toISOString(),
            })}
          />
          <MoneyTile
            name="merchantsDue"
            label={texts.merchantsDue}
            due={data.merchantsDue}
            href={listHref(merchants.merchantsList.section)}
          />
          <MoneyTile
            name="driversDue"
            label={texts.driversDue}
            due={data.driversDue}
            href={listHref(drivers.driversList.section)}
          />
          {data.pendingApprovals === undefined ? null : (
            <Tile
              name="pendingApprovals"
              label={texts.pendingApprovals}
              count={formatCount(data.pendingApprovals)}
              href={listHref(approvals.approvalsSection)}
            />
          )}
          <Tile
            name="exportsRunning"
            label={texts.exportsRunning}
            count={formatCount(data.exportsRunning)}
          />
          <Tile
            name="bulkRunsRunning"
            label={texts.bulkRunsRunning}
            count={formatCount(data.bulkRunsRunning)}
          />
        </ul>
      ) : null}
    </section>
  );
}
