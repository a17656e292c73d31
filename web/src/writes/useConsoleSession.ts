import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadOutbox, sendWith } from './outboxStore';
import { signOut, takeTokenFromAddress, useSession } from './session';

/**
 * What a console that writes (the scorer's, the manager's) does around its token: takes a
 * link's token out of the address before anything renders (and again when only the fragment
 * changes), reads the device's queue back, and sends it with the token. When the server refuses
 * the token, the console's own queries (under `queryPrefix`) are dropped and the session ends,
 * saying why.
 */
export function useConsoleSession(queryPrefix: string) {
  useState(takeTokenFromAddress);
  const session = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    void loadOutbox();
    const fromLink = () => void takeTokenFromAddress();
    window.addEventListener('hashchange', fromLink);
    return () => window.removeEventListener('hashchange', fromLink);
  }, []);
  useEffect(() => {
    sendWith(session.token, (message) => {
      queryClient.removeQueries({ queryKey: [queryPrefix] });
      signOut(message);
    });
  }, [session.token, queryClient, queryPrefix]);

  return session;
}
