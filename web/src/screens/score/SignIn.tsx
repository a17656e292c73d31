import { useId } from 'react';
import { TokenForm } from '../../writes/TokenForm';
import { ScorerHeader } from './ScorerHeader';

/** Sign-in: paste a scoring token. `because` says why the server signed the scorer out. */
export function SignIn({ because }: { because: string | null }) {
  const id = useId();
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
          <TokenForm
            label="Scoring token"
            queryPrefix="scorer"
            classes={{ form: 'score-form', input: 'score-input', button: 'button score-big' }}
          />
        </section>
      </main>
    </>
  );
}
