import { MAX_RESULT_PERIODS, type ManagedMatch } from '@touchline/domain';
import { type KeyboardEvent, useRef } from 'react';
import {
  fixtureName,
  periodNames,
  periodWord,
  type ResultDraft,
  withOvertime,
  withoutOvertime,
  withPeriod,
} from './resultRow';
import './periodInputs.css';

export interface PeriodInputsProps {
  match: ManagedMatch;
  draft: ResultDraft;
  /** The row's columns: the periods span them all, under the match's row. */
  columns: number;
  /** The row takes a result now (else the points are shown, not typed). */
  open: boolean;
  /** The id of the row's note when the periods have a problem. */
  problemNote: string | undefined;
  onChange: (change: (draft: ResultDraft) => ResultDraft) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * A match's per-period points, under its row of the results grid: a small table, a column per
 * period, a row per team, typed by keyboard as the scores are (Tab moves on, Enter saves the
 * match, Escape takes its edits back). Once every period is typed the scores follow their sums.
 */
export function PeriodInputs({
  match,
  draft,
  columns,
  open,
  problemNote,
  onChange,
  onKeyDown,
}: PeriodInputsProps) {
  const row = useRef<HTMLTableRowElement>(null);
  const fixture = fixtureName(match);
  const names = periodNames(match, draft);
  const word = periodWord(match);
  const sides = [
    { side: 'home' as const, name: match.homeTeam?.name ?? 'Home' },
    { side: 'away' as const, name: match.awayTeam?.name ?? 'Away' },
  ];
  const canAdd = open && draft.periods.length < MAX_RESULT_PERIODS;
  const canRemove = open && draft.periods.length > match.periods;
  const focus = (selector: string) =>
    requestAnimationFrame(() => row.current?.querySelector<HTMLElement>(selector)?.focus());

  const table = (
    <table className="manage-periods__table">
      <caption className="manage-periods__caption">Points by {word}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Team</span>
          </th>
          {names.map((p) => (
            <th key={p.period} scope="col">
              <abbr title={p.label}>{p.abbreviation}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sides.map(({ side, name }) => (
          <tr key={side}>
            <th scope="row">{name}</th>
            {names.map((p, i) => (
              <td key={p.period}>
                {open ? (
                  <input
                    className="manage-input manage-input--period"
                    type="text"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    maxLength={4}
                    autoComplete="off"
                    aria-label={`${fixture}, ${side}, ${p.abbreviation} points`}
                    aria-invalid={problemNote ? true : undefined}
                    aria-describedby={problemNote}
                    data-period={i}
                    data-side={side}
                    value={draft.periods[i]![side]}
                    onChange={(event) => onChange((d) => withPeriod(d, i, side, event.target.value))}
                  />
                ) : (
                  <span className="manage-periods__value">{draft.periods[i]![side] || '–'}</span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <tr ref={row} className="manage-periods" data-periods-for={match._id} onKeyDown={onKeyDown}>
      <td colSpan={columns}>
        {open ? (
          <div className="manage-periods__scroll">{table}</div>
        ) : (
          <section
            className="manage-periods__scroll"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: shown, not typed, the points may still scroll: a scrolling region must be reachable by keyboard.
            tabIndex={0}
            aria-label={`${fixture}, points by ${word}`}
          >
            {table}
          </section>
        )}
        {open && (
          <div className="manage-periods__actions">
            <p className="manage-periods__hint">
              Optional. Once every {word} is typed, the score is their sum.
            </p>
            {canAdd && (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => {
                  onChange(withOvertime);
                  focus(`input[data-period="${draft.periods.length}"][data-side="home"]`);
                }}
              >
                Add overtime<span className="visually-hidden"> to {fixture}</span>
              </button>
            )}
            {canRemove && (
              <button
                type="button"
                className="button button--quiet"
                data-remove-overtime
                onClick={() => {
                  onChange((d) => withoutOvertime(match, d));
                  if (draft.periods.length - 1 <= match.periods) focus('button');
                }}
              >
                Remove {names.at(-1)?.abbreviation}
                <span className="visually-hidden"> from {fixture}</span>
              </button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}
