import { useSyncExternalStore } from 'react';
import { ERRORS } from '../api/errors';
import './toast.css';

/** The spec's toasts (section 8): where they show, for how long, and their default texts. */
export const TOASTS = {
  error: { message: ERRORS.generic, durationMs: 2000, position: 'top' },
  errorList: { durationMs: 1000, position: 'top' },
  success: { message: 'Successful', durationMs: 2000, position: 'top' },
  liveScoring: { durationMs: 3500, position: 'bottom' },
  warning: { durationMs: 3000, position: 'top' },
} as const;

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'warning' | 'info';
  header?: string;
  message: string;
  position: 'top' | 'bottom';
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function show(toast: Omit<Toast, 'id'>, durationMs: number): void {
  const id = nextId++;
  toasts = [...toasts, { ...toast, id }];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, durationMs);
}

/** Shows a toast. Messages are the spec's texts, spelling included. */
export const toast = {
  error: (message: string = TOASTS.error.message) =>
    show({ kind: 'error', message, position: 'top' }, TOASTS.error.durationMs),
  errorList: (messages: string[]) =>
    show({ kind: 'error', message: messages.join(', '), position: 'top' }, TOASTS.errorList.durationMs),
  success: (message: string = TOASTS.success.message) =>
    show({ kind: 'success', message, position: 'top' }, TOASTS.success.durationMs),
  warning: (header: string, message: string) =>
    show({ kind: 'warning', header, message, position: 'top' }, TOASTS.warning.durationMs),
  /** A live scoring event: the team as the header, '{event name} - {player}' below it. */
  live: (header: string, message: string) =>
    show({ kind: 'info', header, message, position: 'bottom' }, TOASTS.liveScoring.durationMs),
};

/** Where toasts appear: a polite live region at the top and one at the bottom. */
export function Toaster() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
  return (
    <>
      {(['top', 'bottom'] as const).map((position) => (
        <div key={position} className={`toasts toasts--${position}`} role="status" aria-live="polite">
          {current
            .filter((t) => t.position === position)
            .map((t) => (
              <div key={t.id} className={`toast toast--${t.kind}`}>
                {t.header && <strong className="toast__header">{t.header}</strong>}
                <span>{t.message}</span>
              </div>
            ))}
        </div>
      ))}
    </>
  );
}
