/// <reference types="vite-plugin-pwa/react" />
import { useRegisterSW } from 'virtual:pwa-register/react';
import './pwa.css';

/** How often an open app asks the server for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version of the app is waiting, offers to
 * reload into it. Loaded after the first render (see main.tsx), so it costs the first screen
 * nothing.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // After the page's load event, so installing (and precaching) waits for the first screen.
    immediate: false,
    // reload() below does it, also when this page was the one that first installed the worker.
    onNeedReload: () => undefined,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update();
      }, UPDATE_CHECK_MS);
    },
    onRegisterError(error) {
      console.error('The service worker could not be registered', error);
    },
  });

  /** Lets the waiting version take over, then loads the page again under it. */
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  };

  if (!needRefresh) return null;
  return (
    <section className="update-prompt" aria-labelledby="update-prompt-title" role="status">
      <p id="update-prompt-title" className="update-prompt__text">
        A new version is available
      </p>
      <div className="update-prompt__actions">
        <button type="button" className="update-prompt__button" onClick={reload}>
          Reload
        </button>
        <button
          type="button"
          className="update-prompt__button update-prompt__button--quiet"
          onClick={() => setNeedRefresh(false)}
        >
          Dismiss
        </button>
      </div>
    </section>
  );
}
