import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { cleanToken, signIn } from '../../writes/session';
import { ScorerHeader } from './ScorerHeader';

/** Sign-in: paste a scoring token. `because` says why the server signed the scorer out. */
export function SignIn({ because }: { because: string | null }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cleanToken(text)) return;
    queryClient.removeQueries({ queryKey: ['scorer'] });
    signIn(text);
  };
  return (
    <>
      <ScorerHeader identity={null} />
      <main className="score-main">
        <section className="score-card" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>Sign in to score</h2>
          {because && (
            <p role="alert" className="score-note score-note--error">
              You were signed out: {because}
            </p>
          )}
          <p>
            Paste the scoring token you were given, or open the link that came with it. The token stays on
            this device until you sign out.
          </p>
          <form onSubmit={submit} className="score-form">
            <label htmlFor={`${id}-token`}>Scoring token</label>
            <input
              id={`${id}-token`}
              className="score-input"
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
              required
            />
            <button type="submit" className="button score-big">
              Sign in
            </button>
          </form>
        </section>
      </main>
    </>
  );
}
