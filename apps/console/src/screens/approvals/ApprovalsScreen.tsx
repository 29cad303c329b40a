import { useStore } from '@nanostores/react';
import type { SettlementRequest } from '@satchel/api';
import { $session, approvals, dashboard, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useMay } from '../../components/permissions/useMay.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { RejectDialog } from './RejectDialog.js';
import './ApprovalsScreen.css';
import { formatMoney } from '../../components/format/numbers.js';

const texts = messages.approvals;

/** Approve (pays it now) and Reject (asks the reason): not for the request's own requester. */
function Decision({
  request,
  mine,
}: {
  readonly request: SettlementRequest;
  readonly mine: boolean;
}) {
  const approving = useStore(approvals.$approving);
  if (mine) return <span className="approvals-table__note">{texts.ownRequest}</span>;
  return (
    <>
      <SlButton
        size="small"
        variant="primary"
        disabled={approving}
        onClick={() => void approvals.approveRequest(request)}
      >
        {texts.approve}
      </SlButton>
      <SlButton size="small" onClick={() => approvals.openRejection(request)}>
        {texts.reject}
      </SlButton>
    </>
  );
}

/**
 * A second pair of eyes on money (issue 30): the settlements above the approval threshold,
 * oldest first, with how long each has waited, who asked, whom it pays and how much; an operator
 * whose role may approve approves or rejects those others asked.
 */
export function ApprovalsScreen() {
  const { requests, total, loading } = useStore(approvals.$pendingApprovals);
  const me = useStore($session).adminInfo?.id;
  const mayDecide = useMay()('settlements:approve');
  const now = new Date();
  return (
    <section className="approvals-screen" aria-labelledby="approvals-title">
      <ScreenHeader id="approvals-title" title={texts.title} />
      <p>{texts.intro}</p>
      {requests.length === 0 ? (
        <p role="status">{loading ? null : texts.none}</p>
      ) : (
        <table className="approvals-table">
          <caption>{texts.total(requests.length, total)}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.columns.age}</th>
              <th scope="col">{texts.columns.requestedBy}</th>
              <th scope="col">{texts.columns.payee}</th>
              <th scope="col">{texts.columns.what}</th>
              <th scope="col">{texts.columns.amount}</th>
              {mayDecide ? <th scope="col">{texts.columns.actions}</th> : null}
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.id} data-request={request.id}>
                <td>
                  <time dateTime={request.requestedAt}>
                    {dashboard.ageOf(request.requestedAt, now, messages.dashboard)}
                  </time>
                </td>
                <td>{request.requestedBy.username}</td>
                <th scope="row">{texts.payee(request)}</th>
                <td>{texts.what(request)}</td>
                <td className="approvals-table__amount">{formatMoney(request.amount)}</td>
                {mayDecide ? (
                  <td className="approvals-table__actions">
                    <Decision request={request} mine={request.requestedBy.id === me} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <RejectDialog />
    </section>
  );
}
