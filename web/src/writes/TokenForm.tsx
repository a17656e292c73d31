import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { cleanToken, signIn } from './session';

interface TokenFormProps {
  /** The field's label: 'Scoring token', 'Token'. */
  label: string;
  /** The console's queries, dropped so no answer for another token shows under this one. */
  queryPrefix: string;
  /** The console's own classes for the form, the field and the button. */
  classes: { form: string; input: string; button: string };
}

/** The sign-in form of a console that writes: paste a token, kept on the device (session.ts). */
export function TokenForm({ label, queryPrefix, classes }: TokenFormProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cleanToken(text)) return;
    queryClient.removeQueries({ queryKey: [queryPrefix] });
    signIn(text);
  };
  return (
    <form onSubmit={submit} className={classes.form}>
      <label htmlFor={`${id}-token`}>{label}</label>
      <input
        id={`${id}-token`}
        className={classes.input}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
      />
      <button type="submit" className={classes.button}>
        Sign in
      </button>
    </form>
  );
}
