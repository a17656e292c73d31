import { dayMonthLabel, type ManagedMatch, RESULT_STATUSES, timeLabel } from '@touchline/domain';
import type { KeyboardEvent } from 'react';
import { PeriodInputs } from './PeriodInputs';
import { PotmSelect } from './PotmSelect';
import {
  type DraftField,
  fixtureName,
  isResultStatus,
  periodsTyped,
  type ResultDraft,
  type RowProblem,
  resultable,
  statusWords,
} from './resultRow';

/** Where a row's write stands on the device: waiting, or refused by the server. */
export interface RowQueue {
  pending: boolean;
  refusal: { key: string; message: string } | null;
}

export interface ResultRowProps {
  match: ManagedMatch;
  /** The row's order in the grid: Enter moves to the next row's home score. */
  index: number;
  timeZone: string;
  draft: ResultDraft;
  edited: boolean;
  problems: readonly RowProblem[];
  queue: RowQueue;
  /** A row scored live is read-only until "Edit result". */
  editing: boolean;
  onField: (field: DraftField, value: string) => void;
  /** A change of the per-period points (withPeriod, withOvertime…). */
  onPeriods: (change: (draft: ResultDraft) => ResultDraft) => void;
  onSave: () => void;
  onRevert: () => void;
  onEditLive: () => void;
  onHistory: () => void;
  onDiscard: (key: string) => void;
  onRetry: (key: string) => void;
}

export const COLUMNS = 9;

/** The kickoff at the ground (the venue's zone, else the national's): its day, then its time. */
function Kickoff({ match, timeZone }: { match: ManagedMatch; timeZone: string }) {
  if (!match.dateTime) return <>No date yet</>;
  return (
    <>
      <span>{dayMonthLabel(match.dateTime, timeZone)},</span>{' '}
      <span>{timeLabel(match.dateTime, timeZone)}</span>
    </>
  );
}

/** The row's state in a word, for its badge and for tests: what is not on the server yet. */
export const stateOf = (edited: boolean, queue: RowQueue) =>
  queue.refusal ? 'refused' : queue.pending ? 'not-sent' : edited ? 'edited' : 'saved';

/**
 * One match of the results grid: its score, status, forfeit and player of the match, typed and
 * saved by keyboard (Enter saves and moves on, Escape takes the row's edits back). A table row
 * on a wide screen, a card on a phone (manage.css), with the same controls.
 */
export function ResultRow(props: ResultRowProps) {
  const { match, index, timeZone, draft, edited, problems, queue, editing } = props;
  const id = `result-${match._id}`;
  const fixture = fixtureName(match);
  const kickoff = (
    <td className="manage-c manage-c--kickoff">
      <Kickoff match={match} timeZone={timeZone} />
    </td>
  );
  const state = stateOf(edited, queue);

  if (match.isBye) {
    const team = match.homeTeam ?? match.awayTeam;
    return (
      <tr className="manage-row manage-row--bye" data-match={match._id} data-state="bye">
        {kickoff}
        <td className="manage-c manage-c--bye" colSpan={COLUMNS - 1}>
          {team ? `${team.name}: bye` : 'Bye'}
        </td>
      </tr>
    );
  }

  const problemOf = (field: RowProblem['field']) => problems.find((p) => p.field === field);
  const described = problems.length || queue.refusal ? `${id}-note` : undefined;
  const open = resultable(match) && (!match.scoredLive || editing);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && (edited || editing)) {
      event.preventDefault();
      props.onRevert();
    }
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && open && (target.tagName === 'INPUT' || target.tagName === 'SELECT')) {
      event.preventDefault();
      props.onSave();
    }
  };
  const scoreInput = (side: 'home' | 'away') => (
    <input
      className="manage-input manage-input--score"
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={4}
      autoComplete="off"
      aria-label={`${fixture}, ${side} score`}
      aria-invalid={problemOf(side) ? true : undefined}
      aria-describedby={problemOf(side) ? described : undefined}
      data-score={side}
      data-index={index}
      value={draft[side]}
      onChange={(event) => props.onField(side, event.target.value)}
    />
  );
  const shownScore = (side: 'home' | 'away') =>
    open ? scoreInput(side) : <span className="manage-score">{draft[side] || '–'}</span>;

  return (
    <>
      <tr
        className={`manage-row manage-row--${state}`}
        data-match={match._id}
        data-state={state}
        onKeyDown={onKeyDown}
      >
        {kickoff}
        <td className="manage-c manage-c--home">{match.homeTeam?.name ?? 'TBA'}</td>
        <td className="manage-c manage-c--hs">{shownScore('home')}</td>
        <td className="manage-c manage-c--as">{shownScore('away')}</td>
        <td className="manage-c manage-c--away">{match.awayTeam?.name ?? 'TBA'}</td>
        {resultable(match) ? (
          <>
            <td className="manage-c manage-c--status">
              <span className="manage-c__label" aria-hidden="true">
                Status
              </span>
              {open ? (
                <select
                  className="manage-input"
                  aria-label={`${fixture}, status`}
                  aria-invalid={problemOf('status') ? true : undefined}
                  aria-describedby={problemOf('status') ? described : undefined}
                  value={draft.status}
                  onChange={(event) => props.onField('status', event.target.value)}
                >
                  {!isResultStatus(draft.status) && (
                    <option value={draft.status}>{statusWords(draft.status)}</option>
                  )}
                  {RESULT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {statusWords(s)}
                    </option>
                  ))}
                </select>
              ) : (
                <span>
                  {statusWords(draft.status)} <span className="manage-live-tag">Scored live</span>
                </span>
              )}
            </td>
            <td className="manage-c manage-c--forfeit">
              {draft.status === 'forfeit' && (
                <>
                  <span className="manage-c__label" aria-hidden="true">
                    Forfeit by
                  </span>
                  <select
                    className="manage-input"
                    aria-label={`${fixture}, forfeit by`}
                    aria-invalid={problemOf('forfeitBy') ? true : undefined}
                    aria-describedby={problemOf('forfeitBy') ? described : undefined}
                    value={draft.forfeitBy}
                    disabled={!open}
                    onChange={(event) => props.onField('forfeitBy', event.target.value)}
                  >
                    <option value="">Choose…</option>
                    <option value="home">{match.homeTeam!.name}</option>
                    <option value="away">{match.awayTeam!.name}</option>
                  </select>
                </>
              )}
            </td>
            <td className="manage-c manage-c--potm">
              <span className="manage-c__label" aria-hidden="true">
                Player of the match
              </span>
              <PotmSelect
                match={match}
                value={draft.potm}
                label={`${fixture}, player of the match`}
                disabled={!open}
                onChange={(value) => props.onField('potm', value)}
              />
            </td>
          </>
        ) : (
          <td className="manage-c manage-c--tba" colSpan={3}>
            No result until both teams are named (edit the match in Fixtures).
          </td>
        )}
        <td className="manage-c manage-c--actions">
          <div className="manage-c__actions">
            {open ? (
              <button type="button" className="button manage-save" onClick={props.onSave}>
                Save<span className="visually-hidden"> {fixture}</span>
              </button>
            ) : resultable(match) ? (
              <button type="button" className="button button--quiet manage-save" onClick={props.onEditLive}>
                Edit result<span className="visually-hidden"> of {fixture}</span>
              </button>
            ) : null}
            <button type="button" className="button button--quiet" onClick={props.onHistory}>
              History<span className="visually-hidden"> of {fixture}</span>
              {match.changes > 0 && <span className="manage-count">({match.changes})</span>}
            </button>
            {state !== 'saved' && (
              <span className={`manage-badge manage-badge--${state}`}>
                {state === 'refused' ? 'Refused' : state === 'not-sent' ? 'Not sent' : 'Edited'}
              </span>
            )}
          </div>
        </td>
      </tr>
      {resultable(match) && draft.periods.length > 0 && (open || periodsTyped(draft) !== 'none') && (
        <PeriodInputs
          match={match}
          draft={draft}
          columns={COLUMNS}
          open={open}
          problemNote={problemOf('periods') ? described : undefined}
          onChange={props.onPeriods}
          onKeyDown={onKeyDown}
        />
      )}
      {described && (
        <tr className="manage-row-note" data-note-for={match._id}>
          <td colSpan={COLUMNS} id={`${id}-note`}>
            {problems.map((p) => (
              <p key={`${p.field}:${p.message}`} className="manage-problem">
                {p.message}
              </p>
            ))}
            {queue.refusal && (
              <div className="manage-refusal" role="alert">
                <p>Not saved: the server refused it: {queue.refusal.message}</p>
                <div className="manage-actions">
                  <button
                    type="button"
                    className="button button--quiet"
                    onClick={() => props.onDiscard(queue.refusal!.key)}
                  >
                    Discard<span className="visually-hidden"> the result of {fixture}</span>
                  </button>
                  <button type="button" className="button" onClick={() => props.onRetry(queue.refusal!.key)}>
                    Try again<span className="visually-hidden"> to save {fixture}</span>
                  </button>
                </div>
              </div>
            )}
          </td>
        </tr>
      )}
    </>
  );
}
