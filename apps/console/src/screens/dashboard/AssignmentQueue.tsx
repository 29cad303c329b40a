import { useStore } from '@nanostores/react';
import { businessDateTime } from '@satchel/api';
import { dashboard, messages, orders, placeHash } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../components/format/numbers.js';

const texts = messages.dashboard;
type Entry = dashboard.QueueEntry;

/** Keys that move through the queue: arrows, and j/k as in mail and feed readers. */
const moves: Readonly<Record<string, number>> = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 };

const orderHref = (entry: Entry) =>
  placeHash({ section: orders.ordersList.section, query: {}, open: entry.id });

/** Whom one click assigns the order to: the first suggestion, when it takes every product. */
const assignWhat = (entry: Entry) => {
  const first = entry.suggestions[0];
  const single = entry.assignment?.every((choice) => choice.merchantId === first?.merchantId);
  return single && first
    ? texts.assignTo(entry.orderId, first.storeName)
    : texts.assignAsSuggested(entry.orderId);
};

/** What a screen reader says of an entry when it takes focus. */
const entryName = (entry: Entry) =>
  [
    entry.orderId,
    entry.customer,
    entry.city,
    businessDateTime(new Date(entry.placedAt)),
    entry.suggestions[0]
      ? `${texts.suggested} ${entry.suggestions[0].storeName}`
      : texts.noSuggestion,
  ].join(', ');

function QueueRow({
  entry,
  focused,
  mayAssign,
  assigning,
  onFocus,
  onKeyDown,
  itemRef,
}: {
  entry: Entry;
  focused: boolean;
  mayAssign: boolean;
  assigning: boolean;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
  itemRef: (element: HTMLLIElement | null) => void;
}) {
  return (
    <li
      ref={itemRef}
      className="dashboard-queue__entry panel"
      data-order={entry.orderId}
      tabIndex={focused ? 0 : -1}
      aria-label={entryName(entry)}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
    >
      <div className="dashboard-queue__order">
        <strong>{entry.orderId}</strong> <span>{entry.customer}</span>{' '}
        <span className="dashboard-queue__meta">
          {entry.city} · {businessDateTime(new Date(entry.placedAt))} ·{' '}
          {formatMoney(entry.subTotal)}
        </span>
      </div>
      {entry.suggestions.length > 0 ? (
        <ol className="dashboard-queue__suggestions" aria-label={texts.suggested}>
          {entry.suggestions.map((merchant) => (
            <li key={merchant.merchantId}>
              {merchant.storeName}{' '}
              <span className="dashboard-queue__meta">
                {texts.covers(merchant.covers, entry.items)}
                {merchant.distanceKm === null ? '' : ` · ${texts.distance(merchant.distanceKm)}`}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {entry.assignment === null ? (
        <p className="dashboard-queue__meta">{texts.noSuggestion}</p>
      ) : null}
      <div className="dashboard-queue__actions">
        {mayAssign && entry.assignment ? (
          <SlButton
            size="small"
            variant="primary"
            disabled={assigning}
            onClick={() => void dashboard.assignSuggestion(entry)}
          >
            {texts.assign}
            <span className="visually-hidden"> {assignWhat(entry)}</span>
          </SlButton>
        ) : null}
        <a href={orderHref(entry)} aria-label={texts.openOrderNamed(entry.orderId)}>
          {texts.openOrder}
        </a>
      </div>
    </li>
  );
}

/**
 * The assignment queue: placed orders no merchant has taken, oldest first, with the merchants
 * suggested for each. One tab stop for the whole queue: ↑ ↓ (or j k) move, Enter assigns the
 * suggestion (or opens the order when there is none, or the role may not assign).
 */
export function AssignmentQueue() {
  const { entries, more, loading, loaded } = useStore(dashboard.$queue);
  const mayAssign = useStore(dashboard.$mayAssign);
  const assigning = useStore(dashboard.$assigning);
  const [focus, setFocus] = useState(0);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const within = useRef(false);
  const current = Math.min(focus, Math.max(entries.length - 1, 0));

  // An entry that leaves (assigned here or elsewhere) hands the keyboard's focus to the one
  // taking its place, unless the operator has gone on elsewhere.
  const focusedId = entries[current]?.id;
  useEffect(() => {
    if (within.current && focusedId) items.current[current]?.focus();
  }, [current, focusedId]);

  const onKeyDown = (entry: Entry, index: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.target !== event.currentTarget) return;
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      const next = Math.min(Math.max(index + move, 0), entries.length - 1);
      setFocus(next);
      items.current[next]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (mayAssign && entry.assignment && !assigning) void dashboard.assignSuggestion(entry);
      else window.location.hash = orderHref(entry);
    }
  };

  return (
    <section
      className="dashboard-queue"
      aria-labelledby="dashboard-queue"
      onFocus={() => {
        within.current = true;
      }}
      onBlur={(event) => {
        // No next target: the focused entry left the page (it was taken), not the operator.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) within.current = false;
      }}
    >
      <h3 id="dashboard-queue">{texts.queue}</h3>
      <p id="dashboard-queue-help" className="dashboard-tile__note">
        {texts.queueHelp}
      </p>
      {loaded && entries.length === 0 ? <p>{texts.queueEmpty}</p> : null}
      <ol
        className="dashboard-queue__entries"
        aria-labelledby="dashboard-queue"
        aria-describedby="dashboard-queue-help"
        aria-keyshortcuts="ArrowUp ArrowDown J K Enter"
      >
        {entries.map((entry, index) => (
          <QueueRow
            key={entry.id}
            entry={entry}
            focused={index === current}
            mayAssign={mayAssign}
            assigning={assigning}
            onFocus={() => setFocus(index)}
            onKeyDown={onKeyDown(entry, index)}
            itemRef={(element) => {
              items.current[index] = element;
            }}
          />
        ))}
      </ol>
      {more ? (
        <SlButton size="small" loading={loading} onClick={() => void dashboard.showMore()}>
          {texts.showMore}
        </SlButton>
      ) : null}
    </section>
  );
}
