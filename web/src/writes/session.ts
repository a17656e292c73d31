import { useSyncExternalStore } from 'react';

/**
 * The scorer's session on this device: the scoring token, kept in localStorage until sign-out,
 * and why the scorer was last signed out. A link from `npm run token -- create … --link` carries
 * the token in the address's fragment (never sent to a server); it is read once and taken out of
 * the address at once, so it is not left in the history, a bookmark or a shared screenshot.
 */
const TOKEN_KEY = 'touchline.scorer.token';

interface Session {
  token: string | null;
  /** Shown on the sign-in screen after the server refused the token. */
  signedOutBecause: string | null;
}

const listeners = new Set<() => void>();
let session: Session = { token: readToken(), signedOutBecause: null };

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function update(next: Session) {
  session = next;
  try {
    if (next.token) window.localStorage.setItem(TOKEN_KEY, next.token);
    else window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/** A token as pasted: trimmed, and without a 'Bearer ' someone copied with it. */
export const cleanToken = (text: string) => text.trim().replace(/^Bearer\s+/i, '');

export function signIn(token: string) {
  update({ token: cleanToken(token), signedOutBecause: null });
}

/** Forgets the token; `because` says why when the server, not the scorer, ended the session. */
export function signOut(because: string | null = null) {
  update({ token: null, signedOutBecause: because });
}

/**
 * Takes a token from the address's `#token=…` into the session and removes it from the
 * address (history.replaceState, so Back does not bring it back). True when there was one.
 */
export function takeTokenFromAddress(): boolean {
  const match = /(?:^#|&)token=([^&]+)/.exec(window.location.hash);
  if (!match) return false;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  signIn(decodeURIComponent(match[1]!));
  return true;
}

export function useSession(): Session {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => session,
  );
}
