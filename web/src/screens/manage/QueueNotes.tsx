import { signsOut } from '@touchline/domain';
import { useOnline } from '../../pwa/online';
import { discardRefused, retryRefused, useOutbox } from '../../writes/outboxStore';

/** Said while the device is offline: what happens to the results saved meanwhile. */
export function OfflineBanner() {
  const online = useOnline();
  const { actions } = useOutbox();
  if (online) return null;
  return (
    <p className="manage-offline" data-testid="manage-offline">
      Offline: results are kept on this device and sent when you're back online.
      {actions.length > 0 && ` ${actions.length} not sent yet.`}
    </p>
  );
}

/**
 * The queue's stop at a refusal of a write no row on screen shows (a scorer's action queued on
 * this device, or a result of another round): nothing after it is sent until the manager
 * chooses. A refusal of a row on screen shows on that row instead.
 */
export function QueueStop({ shown = [] }: { shown?: readonly number[] }) {
  const { actions, halt } = useOutbox();
  if (!halt) return null;
  const action = actions.find((a) => a.key === halt.key);
  if (action && shown.includes(action.matchId) && action.path.endsWith('/result')) return null;
  return (
    <section className="manage-card manage-stop" aria-labelledby="manage-stop-title">
      <h2 id="manage-stop-title">Sending stopped</h2>
      <div role="alert" className="manage-note manage-note--error">
        <p>
          The server refused “{action?.label ?? 'a change'}”: {halt.message}
        </p>
        <p>Nothing after it is sent until you choose.</p>
      </div>
      {!signsOut(halt) && (
        <div className="manage-actions">
          <button type="button" className="button button--quiet" onClick={() => discardRefused(halt.key)}>
            Discard it
          </button>
          <button type="button" className="button" onClick={() => retryRefused(halt.key)}>
            Try again
          </button>
        </div>
      )}
    </section>
  );
}
