import { useStore } from '@nanostores/react';
import type { BulkRequest, ListBulk } from '@satchel/stores';
import { $permissions, allows, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import './BulkBar.css';

/** One change a screen offers for every matching row: its button's text and what it asks. */
export interface BulkChoice {
  readonly label: string;
  readonly request: BulkRequest;
}

const { bulk: texts } = messages.lists;

/**
 * Acting on every row matching the filters (issue #29): once the table's "Select all N
 * matching" is chosen, the screen's changes as buttons (each counts, then asks to confirm);
 * while a run goes, its progress and Cancel; once it has finished, its outcome, Revert and Close.
 */
export function BulkBar({ bulk, choices }: { bulk: ListBulk; choices: readonly BulkChoice[] }) {
  const allMatching = useStore(bulk.$allMatching);
  const run = useStore(bulk.$run);
  const permissions = useStore($permissions);
  // A role that may not change the list in bulk is offered no change (the server refuses it too).
  const offered = choices.filter(({ request }) =>
    allows(permissions, `${request.action.split('.')[0]}:bulk`),
  );
  const going = run !== null && (run.state === 'queued' || run.state === 'running');
  if (run !== null) {
    const revertible = !going && run.revertsRunId === null && run.revertedByRunId === null;
    return (
      <div className="bulk-bar" role="status">
        <span>
          {going
            ? run.state === 'queued'
              ? texts.queued
              : texts.progress(run.done, run.total)
            : texts.finished(run.state, run.changed, run.skipped)}
        </span>
        {going ? (
          <SlButton size="small" onClick={() => void bulk.cancel()}>
            {texts.cancel}
          </SlButton>
        ) : (
          <>
            {revertible && run.changed > 0 ? (
              <SlButton size="small" onClick={() => void bulk.revert()}>
                {texts.revert}
              </SlButton>
            ) : null}
            <SlButton size="small" onClick={bulk.dismiss}>
              {texts.dismiss}
            </SlButton>
          </>
        )}
        {run.skippedRows.length > 0 ? (
          <ul className="bulk-bar__skipped">
            {run.skippedRows.map((row) => (
              <li key={row.id}>{texts.skippedRow(row.id, row.reason)}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  if (!allMatching || offered.length === 0) return null;
  return (
    <fieldset className="bulk-bar" aria-label={texts.actions}>
      {offered.map((choice) => (
        <SlButton key={choice.label} size="small" onClick={() => void bulk.change(choice.request)}>
          {choice.label}
        </SlButton>
      ))}
    </fieldset>
  );
}
