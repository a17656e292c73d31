import { useQueryClient } from '@tanstack/react-query';
import type { ScorerIdentity } from '@touchline/domain';
import { useOutbox } from '../../writes/outboxStore';
import { signOut } from '../../writes/session';

/** The console's bar: what it is, the token's role and scope, and sign-out. */
export function ScorerHeader({ identity }: { identity: ScorerIdentity | null }) {
  const queryClient = useQueryClient();
  const { actions } = useOutbox();
  const leave = () => {
    const unsent = actions.length;
    if (
      unsent > 0 &&
      !window.confirm(
        `${unsent} action${unsent === 1 ? ' is' : 's are'} not sent yet and will wait for your next sign-in. Sign out?`,
      )
    )
      return;
    queryClient.removeQueries({ queryKey: ['scorer'] });
    signOut();
  };
  return (
    <header className="score-header">
      <div>
        <h1 className="score-header__title">Scorer's console</h1>
        {identity && (
          <p className="score-header__who" data-testid="scorer-identity">
            {identity.roleName} · {identity.scopeType}
            {identity.scopeId !== null ? ` ${identity.scopeId}` : ''}
            {identity.scopeName ? ` (${identity.scopeName})` : ''}
          </p>
        )}
      </div>
      {identity && (
        <button type="button" className="button button--quiet" onClick={leave}>
          Sign out
        </button>
      )}
    </header>
  );
}
