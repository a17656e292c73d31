import { signsOut } from '@touchline/domain';
import { useOnline } from '../../pwa/online';
import { discardRefused, retryRefused, useOutbox } from './outboxStore';

/**
 * What is still on the device: 'All sent', or how many actions wait and which, and a refusal
 * from the server with its reason and the scorer's two ways on. Announced politely as it changes.
 */
export function QueuePanel() {
  const { actions, halt, inFlight, loaded, saved } = useOutbox();
  const online = useOnline();
  const count = actions.length;
  const state = !loaded ? 'loading' : halt ? 'stopped' : count ? 'pending' : 'sent';
  return (
    <section
      className={`score-card score-queue score-queue--${state}`}
      aria-labelledby="queue-title"
      data-queue={state}
      data-unsent={count}
      data-saved={saved}
    >
      <h2 id="queue-title">Sending</h2>
      <p aria-live="polite" aria-atomic="true" className="score-queue__summary">
        {!loaded
          ? 'Reading what is saved on this device…'
          : count === 0
            ? 'All sent.'
            : `${count} action${count === 1 ? '' : 's'} not sent yet${online ? '' : ': you are offline, they go when the network is back'}.`}
      </p>
      {halt && (
        <div role="alert" className="score-note score-note--error">
          <p>
            The server refused “{actions.find((a) => a.key === halt.key)?.label ?? 'an action'}”:{' '}
            {halt.message}
          </p>
          <p>Nothing after it is sent until you choose.</p>
          {!signsOut(halt) && (
            <div className="score-row">
              <button type="button" className="button" onClick={discardRefused}>
                Drop it and send the rest
              </button>
              <button type="button" className="button button--quiet" onClick={retryRefused}>
                Try it again
              </button>
            </div>
          )}
        </div>
      )}
      {count > 0 && (
        <ol className="score-queue__list">
          {actions.map((a) => (
            <li key={a.key}>
              {a.label}
              {a.key === inFlight ? ' (sending)' : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
