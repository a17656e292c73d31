import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/client';
import { manageQueries } from '../../api/manage';
import { signOut } from '../../writes/session';
import { useConsoleSession } from '../../writes/useConsoleSession';
import { messageOf } from './history/messageOf';
import { ManageConsole } from './ManageConsole';
import { ManageHeader } from './ManageHeader';
import { ManageSignIn } from './ManageSignIn';
import './manage.css';

/**
 * The competition manager's console (`/manage`): a part of the app of its own, loaded only here.
 * A manager signs in with the same kind of token as a scorer (a `#token=` link works too); the
 * competitions the token manages say what it may do, so there is no separate "who am I". Results
 * go through the device's queue (writes/outboxStore.ts), shared with the scorer's console.
 */
export function ManageScreen() {
  const { token, signedOutBecause } = useConsoleSession('manage');

  return (
    <div className="manage-app">
      <title>Competition manager</title>
      {token ? <SignedIn token={token} /> : <ManageSignIn because={signedOutBecause} />}
    </div>
  );
}

function SignedIn({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const competitions = useQuery(manageQueries.competitions(token));
  const error = competitions.error;
  const refused = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (!refused) return;
    queryClient.removeQueries({ queryKey: ['manage'] });
    signOut(error.message);
  }, [refused, error, queryClient]);

  const data = competitions.data;
  return (
    <>
      <ManageHeader token={token} />
      <main className="manage-main" aria-busy={competitions.isPending}>
        {data ? (
          data.competitions.length ? (
            <ManageConsole token={token} data={data} />
          ) : (
            <section className="manage-card" aria-labelledby="manage-none">
              <h2 id="manage-none">This token manages no competitions</h2>
              <p className="manage-note">
                Results and fixtures are managed with a competition, club, association, state or national
                admin's token. A referee's or a team admin's token cannot manage a competition: sign out and
                sign in with a manager's token.
              </p>
            </section>
          )
        ) : error ? (
          <p role="alert" className="manage-note manage-note--error">
            The console could not read your competitions: {messageOf(error)}
          </p>
        ) : (
          <p className="manage-note">Reading your competitions…</p>
        )}
      </main>
    </>
  );
}
