import { useId } from 'react';
import { TokenForm } from '../../writes/TokenForm';
import { ManageHeader } from './ManageHeader';

/** Sign-in: paste a manager's token. `because` says why the server signed the manager out. */
export function ManageSignIn({ because }: { because: string | null }) {
  const id = useId();
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
          <TokenForm
            label="Token"
            queryPrefix="manage"
            classes={{ form: 'manage-form', input: 'manage-input', button: 'button' }}
          />
        </section>
      </main>
    </>
  );
}
