import type { AppearanceRow, MatchSummary, SeasonRow, StatColumn } from '@touchline/domain';
import { Fragment, useState } from 'react';
import { AppLink } from '../../shell/links';
import { useScrollHint } from '../../ui/useScrollHint';

const OUTCOME = { W: 'Won', D: 'Drew', L: 'Lost' } as const;

/** A stat column's header: its abbreviation, its name for screen readers and on hover. */
function StatHeader({ column }: { column: StatColumn }) {
  return (
    <th scope="col" className="stat-table__num">
      <abbr title={column.name}>{column.abbreviation}</abbr>
    </th>
  );
}

/**
 * 'Performance By Season' (spec 2.11, 2.12): the season, the team(s) on the player page, P, and
 * a total per stat column.
 */
export function PerformanceTable({
  rows,
  columns,
  showTeam = false,
}: {
  rows: readonly SeasonRow[];
  columns: readonly StatColumn[];
  showTeam?: boolean;
}) {
  const hint = useScrollHint<HTMLElement>();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section ref={hint} className="stat-table-wrap" tabIndex={0} aria-label="Performance By Season, table">
      <table className="stat-table">
        <thead>
          <tr>
            <th scope="col">Season</th>
            {showTeam && <th scope="col">Team</th>}
            <th scope="col" className="stat-table__num">
              <abbr title="Played">P</abbr>
            </th>
            {columns.map((c) => (
              <StatHeader key={c.types.join('+')} column={c} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.season}>
              <th scope="row">{row.season}</th>
              {showTeam && <td className="stat-table__text">{row.teams.join(', ')}</td>}
              <td className="stat-table__num">{row.played}</td>
              {row.counts.map((count, i) => (
                <td key={columns[i]!.types.join('+')} className="stat-table__num">
                  {count}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * 'Appearances' (spec 2.11, 2.12): a row per match with the round, the opponent, the result
 * 'home : away' marked won or lost (a letter as well as a colour), and the counts. With
 * `expandable`, tapping a row shows the match's date, competition and a link to it.
 */
export function AppearancesTable({
  rows,
  columns,
  expandable = false,
  timeLabel,
}: {
  rows: readonly AppearanceRow<MatchSummary>[];
  columns: readonly StatColumn[];
  expandable?: boolean;
  timeLabel: (match: MatchSummary) => string;
}) {
  const hint = useScrollHint<HTMLElement>();
  const [open, setOpen] = useState<number | null>(null);
  const span = 3 + columns.length + (expandable ? 1 : 0);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section ref={hint} className="stat-table-wrap" tabIndex={0} aria-label="Appearances, table">
      <table className="stat-table">
        <thead>
          <tr>
            {expandable && (
              <th scope="col">
                <span className="visually-hidden">Details</span>
              </th>
            )}
            <th scope="col">Rnd</th>
            <th scope="col">Vs</th>
            <th scope="col">Result</th>
            {columns.map((c) => (
              <StatHeader key={c.types.join('+')} column={c} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const expanded = open === row.match._id;
            return (
              <Fragment key={row.match._id}>
                <tr className={row.outcome ? `stat-table__row--${row.outcome}` : undefined}>
                  {expandable && (
                    <td>
                      <button
                        type="button"
                        className="stat-table__toggle"
                        aria-expanded={expanded}
                        aria-label={`Round ${row.round} against ${row.opponent}: details`}
                        onClick={() => setOpen(expanded ? null : row.match._id)}
                      >
                        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
                      </button>
                    </td>
                  )}
                  <td>{row.round}</td>
                  <td className="stat-table__text">{row.opponent}</td>
                  <td className="stat-table__result">
                    {row.result}
                    {row.outcome && row.outcome !== 'D' && (
                      <span className={`stat-table__outcome stat-table__outcome--${row.outcome}`}>
                        <span aria-hidden="true">{row.outcome}</span>
                        <span className="visually-hidden"> {OUTCOME[row.outcome]}</span>
                      </span>
                    )}
                  </td>
                  {row.counts.map((count, i) => (
                    <td key={columns[i]!.types.join('+')} className="stat-table__num">
                      {row.result === '-' ? (
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="visually-hidden">not played</span>
                        </>
                      ) : (
                        count
                      )}
                    </td>
                  ))}
                </tr>
                {expanded && (
                  <tr className="stat-table__details">
                    <td colSpan={span}>
                      <div className="stat-table__details-text">
                        <span>{timeLabel(row.match)}</span>
                        <span>{row.match.competition.name}</span>
                        {row.match.venue && <span>{row.match.venue.name}</span>}
                        <AppLink to={`/matches/${row.match._id}`}>Open the match</AppLink>
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
