import { useQuery, useQueryClient } from '@tanstack/react-query';
import { scorerQueries } from '../../api/scoring';
import { useOutbox } from '../../writes/outboxStore';
import { signOut } from '../../writes/session';

/** The console's bar: what it is, the token's role and scope (once known), and sign-out. */
export function ManageHeader({ token }: { token: string | null }) {
  const queryClient = useQueryClient();
  const { actions } = useOutbox();
  const identity = useQuery({ ...scorerQueries.identity(token ?? ''), enabled: token !== null });
  const who = token ? identity.data : undefined;
  const leave = () => {
    const unsent = actions.length;
    if (
      unsent > 0 &&
      !window.confirm(
        `${unsent} change${unsent === 1 ? ' is' : 's are'} not sent yet. They stay on this device and are sent under the next token signed in here. Sign out?`,
      )
    )
      return;
    queryClient.removeQueries({ queryKey: ['manage'] });
    signOut();
  };
  return (
    <header className="manage-header">
      <div>
        <h1 className="manage-header__title">Competition manager</h1>
        {who && (
          <p className="manage-header__who" data-testid="manager-identity">
            {who.roleName} · {who.scopeType}
            {who.scopeId !== null ? ` ${who.scopeId}` : ''}
            {who.scopeName ? ` (${who.scopeName})` : ''}
          </p>
        )}
      </div>
      {token && (
        <button type="button" className="button manage-header__out" onClick={leave}>
          Sign out
        </button>
      )}
    </header>
  );
}
