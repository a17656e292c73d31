import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { cleanToken, signIn } from '../../writes/session';
import { ManageHeader } from './ManageHeader';

/** Sign-in: paste a manager's token. `because` says why the server signed the manager out. */
export function ManageSignIn({ because }: { because: string | null }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cleanToken(text)) return;
    queryClient.removeQueries({ queryKey: ['manage'] });
    signIn(text);
  };
  return (
    <>
      <ManageHeader token={null} />
      <main className="manage-main">
        <section className="manage-card manage-signin" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>Sign in to manage competitions</h2>
          {because && (
            <p role="alert" className="manage-note manage-note--error">
              You were signed out: {because}
            </p>
          )}
          <p>
            Paste the token you were given (a competition, club, association, state or national admin's), or
            open the link that came with it. The token stays on this device until you sign out.
          </p>
          <form onSubmit={submit} className="manage-form">
            <label htmlFor={`${id}-token`}>Token</label>
            <input
              id={`${id}-token`}
              className="manage-input"
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
              required
            />
            <button type="submit" className="button">
              Sign in
            </button>
          </form>
        </section>
      </main>
    </>
  );
}
