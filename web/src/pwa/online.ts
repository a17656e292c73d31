import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is online; follows its `online` and `offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Made on first use: this module loads with every screen, the label is only needed offline, and
 * a formatter costs tens of milliseconds to make on a slow phone.
 */
let formats: { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat } | null = null;
const formatters = () =>
  (formats ??= {
    time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }),
    day: new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: '2-digit', month: 'short' }),
  });

/**
 * When the data on screen was fetched, in the visitor's time: '5:05 PM' the same day,
 * 'Fri 20 Nov, 5:05 PM' before.
 */
export function updatedAtLabel(at: Date, now: Date): string {
  const { time, day } = formatters();
  const clock = time.format(at);
  return day.format(at) === day.format(now) && now.getTime() - at.getTime() < 86_400_000
    ? clock
    : `${day.format(at).replace(',', '')}, ${clock}`;
}

/** Added to the offline note while the screen waits on something that was never saved. */
export const UNSAVED_NOTE =
  'What is still loading was not saved for offline use, and loads when you are back online.';

/** The offline note: how old the data on screen is, when known. */
export function offlineMessage(dataDate: number | null, now: Date): string {
  return dataDate === null
    ? 'You are offline. Showing saved data.'
    : `You are offline. Showing data updated at ${updatedAtLabel(new Date(dataDate), now)}.`;
}
