import { signsOut } from '@touchline/domain';
import { useOnline } from '../../pwa/online';
import { discardRefused, type OutboxView, retryRefused, useOutbox } from '../../writes/outboxStore';

type QueueState = 'loading' | 'stopped' | 'pending' | 'sent';

const queueState = ({ actions, halt, loaded }: OutboxView): QueueState =>
  !loaded ? 'loading' : halt ? 'stopped' : actions.length ? 'pending' : 'sent';

const SHORT: Record<QueueState, (count: number) => string> = {
  loading: () => 'Reading the queue…',
  stopped: () => 'Stopped at a refusal',
  pending: (count) => `${count} not sent`,
  sent: () => 'All sent',
};

/**
 * Online or offline, and what is still on the device, in a few words for the console's bar:
 * always in view while scoring, and announced politely as it changes.
 */
export function SendingState() {
  const outbox = useOutbox();
  const online = useOnline();
  const state = queueState(outbox);
  const count = outbox.actions.length;
  return (
    <p
      className={`score-sending score-sending--${state}${online ? '' : ' score-sending--offline'}`}
      role="status"
      aria-atomic="true"
      data-queue={state}
      data-unsent={count}
      data-saved={outbox.saved}
      data-online={online}
    >
      <span className="score-sending__dot" aria-hidden="true" />
      {online ? 'Online' : 'Offline'} · {SHORT[state](count)}
    </p>
  );
}

/**
 * The server's refusal of the first action, with its reason and the scorer's two ways on: shown
 * at the top of the console, since nothing after it is sent until the scorer chooses.
 */
export function RefusedAction() {
  const { actions, halt } = useOutbox();
  if (!halt) return null;
  return (
    <section className="score-card score-refusal" aria-labelledby="refusal-title">
      <h2 id="refusal-title">Sending stopped</h2>
      <div role="alert" className="score-note score-note--error">
        <p>
          The server refused “{actions.find((a) => a.key === halt.key)?.label ?? 'an action'}”: {halt.message}
        </p>
        <p>Nothing after it is sent until you choose.</p>
        {!signsOut(halt) && (
          <div className="score-stack">
            <button type="button" className="button score-big" onClick={() => discardRefused(halt.key)}>
              Drop it and send the rest
            </button>
            <button
              type="button"
              className="button button--quiet score-big"
              onClick={() => retryRefused(halt.key)}
            >
              Try it again
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

/** Which actions wait on the device, in order, while any do. */
export function QueuePanel() {
  const { actions, inFlight } = useOutbox();
  const online = useOnline();
  const count = actions.length;
  if (count === 0) return null;
  return (
    <section className="score-card score-queue" aria-labelledby="queue-title">
      <h2 id="queue-title">Not sent yet</h2>
      <p className="score-queue__summary">
        {`${count} action${count === 1 ? '' : 's'} not sent yet${online ? '' : ': you are offline, they go when the network is back'}.`}
      </p>
      <ol className="score-queue__list">
        {actions.map((a) => (
          <li key={a.key}>
            {a.label}
            {a.key === inFlight ? ' (sending)' : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
