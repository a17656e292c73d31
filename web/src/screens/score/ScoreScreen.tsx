import { useQuery, useQueryClient } from '@tanstack/react-query';
import { parseRouteId, type ScorerIdentity } from '@touchline/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { scorerQueries } from '../../api/scoring';
import { signOut } from '../../writes/session';
import { useConsoleSession } from '../../writes/useConsoleSession';
import { MatchConsole } from './MatchConsole';
import { MatchPicker } from './MatchPicker';
import { ScorerHeader } from './ScorerHeader';
import { SignIn } from './SignIn';
import './score.css';

/**
 * The scorer's console (`/score`, `/score/matches/{id}`): a part of the app of its own, loaded
 * only here. A scorer signs in with a scoring token, picks a match the token may score, and
 * scores it; every action goes through the device's queue (outboxStore.ts).
 */
export function ScoreScreen() {
  const { token, signedOutBecause } = useConsoleSession('scorer');

  return (
    <div className="score-app">
      <title>Scorer's console</title>
      {token ? <SignedIn token={token} /> : <SignIn because={signedOutBecause} />}
    </div>
  );
}

function SignedIn({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const identity = useQuery(scorerQueries.identity(token));
  const refused = identity.error instanceof ApiError && identity.error.status === 401;
  useEffect(() => {
    if (!refused) return;
    queryClient.removeQueries({ queryKey: ['scorer'] });
    signOut((identity.error as ApiError).message);
  }, [refused, identity.error, queryClient]);

  if (!identity.data)
    return (
      <>
        <ScorerHeader identity={null} />
        <main className="score-main" aria-busy={!identity.error}>
          {identity.error ? (
            <p role="alert" className="score-note score-note--error">
              The console could not check your token: {identity.error.message}
            </p>
          ) : (
            <p className="score-note">Checking your token…</p>
          )}
        </main>
      </>
    );
  return (
    <>
      <ScorerHeader identity={identity.data} />
      <main className="score-main">
        <MatchRoute identity={identity.data} token={token} />
      </main>
    </>
  );
}

function MatchRoute({ identity, token }: { identity: ScorerIdentity; token: string }) {
  const param = useParams().matchId;
  if (param === undefined) return <MatchPicker identity={identity} />;
  const matchId = parseRouteId(param);
  const allowed = identity.matches.find((m) => m._id === matchId);
  if (matchId === null || !allowed)
    return (
      <section className="score-card" aria-labelledby="out-of-scope">
        <h2 id="out-of-scope">This token cannot score match {param}</h2>
        <p role="alert" className="score-note score-note--error">
          Your {identity.roleName} token ({identity.scopeType} {identity.scopeId}) may not score match {param}
          . Pick one of your matches, or sign in with a token for this one.
        </p>
        <a className="button" href="/score">
          Your matches
        </a>
      </section>
    );
  return <MatchConsole key={matchId} match={allowed} token={token} />;
}
