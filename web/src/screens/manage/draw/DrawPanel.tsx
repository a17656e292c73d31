import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DRAW_COLUMNS,
  DRAW_REQUIRED_COLUMNS,
  DRAW_STATUSES,
  type DrawOutcome,
  type ManagedCompetition,
} from '@touchline/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { DrawRefused, manageKey, manageQueries, sendDraw } from '../../../api/manage';
import { messageOf } from '../history/messageOf';
import { DrawOutcomeView } from './DrawOutcomeView';
import { DrawProblemsTable } from './DrawProblemsTable';
import { byteSize, DRAW_EXAMPLE, mayImport, tooBig, toWrite } from './drawText';
import '../../../ui/field.css';
import './draw.css';

export interface DrawPanelProps {
  token: string;
  competition: ManagedCompetition;
}

/** Where the upload stands: nothing yet, a preview of some text, a refusal, or a draw written. */
type Answer =
  | { kind: 'preview'; text: string; outcome: DrawOutcome }
  | { kind: 'refused'; message: string; problems: DrawRefused['problems'] }
  | { kind: 'failed'; message: string }
  | { kind: 'written'; outcome: DrawOutcome };

/**
 * The draw upload: a CSV file chosen or pasted, checked by the server (a preview: nothing
 * written), then imported, all of it in one transaction, only once the preview of that very
 * text came back clean. Problems are listed at their row and column with the closest names.
 */
export function DrawPanel({ token, competition }: DrawPanelProps) {
  const client = useQueryClient();
  const { data } = useQuery(manageQueries.competitions(token));
  const timeZone = data?.timeZone ?? 'UTC';
  const zoneFor = (venue: string | null) => data?.venues.find((v) => v.name === venue)?.timeZone ?? timeZone;
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const ids = { file: useId(), text: useId(), help: useId() };
  const preview = answer?.kind === 'preview' ? answer : null;
  const ready = mayImport(preview, text);

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    const refusal = tooBig(file.size);
    if (refusal) {
      setFileError(`${file.name}: ${refusal}`);
      event.target.value = '';
      return;
    }
    setText(await file.text());
    setAnswer(null);
  }

  async function send(write: boolean) {
    const refusal = tooBig(byteSize(text));
    if (refusal) return setAnswer({ kind: 'failed', message: refusal });
    setBusy(write ? 'import' : 'check');
    try {
      const outcome = await sendDraw(token, competition._id, text, !write);
      setAnswer(write ? { kind: 'written', outcome } : { kind: 'preview', text, outcome });
      if (write) await client.invalidateQueries({ queryKey: manageKey(token) });
    } catch (error) {
      setAnswer(
        error instanceof DrawRefused
          ? { kind: 'refused', message: error.message, problems: error.problems }
          : { kind: 'failed', message: messageOf(error) },
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="draw" aria-labelledby="draw-title">
      <h2 id="draw-title" className="draw__title">
        Import a draw into {competition.name}
      </h2>
      <DrawHelp id={ids.help} timeZone={timeZone} />
      <div className="draw__input">
        <div className="draw__field">
          <label className="field__label" htmlFor={ids.file}>
            CSV file
          </label>
          <input
            id={ids.file}
            className="field__control"
            type="file"
            accept=".csv,text/csv"
            aria-describedby={fileError ? `${ids.file}-error` : ids.help}
            onChange={readFile}
          />
        </div>
        {fileError && (
          <p id={`${ids.file}-error`} className="draw__error" role="alert">
            {fileError}
          </p>
        )}
        <div className="draw__field">
          <label className="field__label" htmlFor={ids.text}>
            Or paste the CSV
          </label>
          <textarea
            id={ids.text}
            className="field__control draw__text"
            rows={8}
            spellCheck={false}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="draw__actions">
          <button
            type="button"
            className="button"
            disabled={!text.trim() || busy !== null}
            onClick={() => send(false)}
          >
            {busy === 'check' ? 'Checking…' : 'Check'}
          </button>
          {ready && preview && (
            <button type="button" className="button" disabled={busy !== null} onClick={() => send(true)}>
              {busy === 'import'
                ? 'Importing…'
                : `Import ${toWrite(preview.outcome)} ${toWrite(preview.outcome) === 1 ? 'match' : 'matches'}`}
            </button>
          )}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {answer?.kind === 'preview' || answer?.kind === 'written' ? summary(answer.outcome) : ''}
      </p>
      <div className="draw__answer">
        {answer && (
          <AnswerView
            answer={answer}
            stale={answer.kind === 'preview' && answer.text !== text}
            zoneFor={zoneFor}
          />
        )}
      </div>
    </section>
  );
}

/** The outcome in one line, for the polite status. */
const summary = (o: DrawOutcome) =>
  `${o.written ? 'Imported' : 'Checked'}: ${o.added} ${o.written ? 'added' : 'to add'}, ${o.changed} ${o.written ? 'changed' : 'to change'}, ${o.unchanged} left as they are.`;

interface AnswerViewProps {
  answer: Answer;
  stale: boolean;
  zoneFor: (venue: string | null) => string;
}

function AnswerView({ answer, stale, zoneFor }: AnswerViewProps) {
  if (answer.kind === 'refused')
    return <DrawProblemsTable message={answer.message} problems={answer.problems} />;
  if (answer.kind === 'failed')
    return (
      <p className="draw__error" role="alert">
        Not checked: {answer.message}
      </p>
    );
  const { outcome } = answer;
  return (
    <div className="draw__result">
      <h3 className="draw__result-title">
        {answer.kind === 'written'
          ? 'Imported'
          : stale
            ? 'Checked, before the last edit'
            : 'Checked: nothing written yet'}
      </h3>
      {stale && <p className="draw__note">The text changed since: check it again before importing.</p>}
      {answer.kind === 'preview' && toWrite(outcome) === 0 && (
        <p className="draw__note">Nothing to import: every row matches the draw as it stands.</p>
      )}
      <DrawOutcomeView outcome={outcome} zoneFor={zoneFor} />
    </div>
  );
}

/** The columns a draw has, and a small example. */
function DrawHelp({ id, timeZone }: { id: string; timeZone: string }) {
  return (
    <details className="draw__help" id={id}>
      <summary>Columns and an example</summary>
      <p>
        A header row names the columns, in any order: {DRAW_COLUMNS.join(', ')}. Required:{' '}
        {DRAW_REQUIRED_COLUMNS.join(', ')}. Dates are YYYY-MM-DD or DD/MM/YYYY and times HH:MM, at the venue (
        {timeZone} unless the venue has its own zone). Status is one of {DRAW_STATUSES.join(', ')}. A row for
        a round and teams that already play changes that match; any other row adds one.
      </p>
      <pre className="draw__example">{DRAW_EXAMPLE}</pre>
    </details>
  );
}
