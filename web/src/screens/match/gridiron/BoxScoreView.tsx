import {
  type BoxScore,
  listedName,
  type MatchDetail,
  type PlayerTable,
  playerTables,
  type SideNames,
  teamShortName,
  teamStatRows,
} from '@touchline/domain';
import { useMemo } from 'react';
import { useScrollHint } from '../../../ui/useScrollHint';
import { sideNames } from './useGame';
import '../stats/stats.css';
import './boxScore.css';

/**
 * The Box score tab: the teams' stats side by side, then a table per kind of player stats,
 * each team's players under its name. A private player is 'Player', as the server sends them.
 */
export function BoxScoreView({ match, box }: { match: MatchDetail; box: BoxScore | null }) {
  const names = sideNames(match);
  const tables = useMemo(() => (box ? playerTables(box) : []), [box]);
  if (!box)
    return (
      <section className="centre-card" aria-label="Box score">
        <p className="centre-card__empty">The box score cannot be worked out from these plays.</p>
      </section>
    );
  return (
    <div className="box-score">
      <TeamStats box={box} names={names} />
      {tables.map((t) => (
        <PlayerStats key={t.key} table={t} names={names} />
      ))}
    </div>
  );
}

function TeamStats({ box, names }: { box: BoxScore; names: SideNames }) {
  // The columns are narrow: the teams' short names head them, or Home and Away when those match.
  const short = { home: teamShortName(names.home), away: teamShortName(names.away) };
  const heads = short.home && short.home !== short.away ? short : { home: 'Home', away: 'Away' };
  return (
    <section className="centre-card" aria-labelledby="team-stats-title">
      <h2 id="team-stats-title" className="centre-card__title">
        Team stats
      </h2>
      <table className="stats-table box-score__teams">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Stat</span>
            </th>
            {(['home', 'away'] as const).map((side) => (
              <th key={side} scope="col" className="stats-table__count">
                <span aria-hidden="true">{heads[side]}</span>
                <span className="visually-hidden">{names[side]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {teamStatRows(box).map((row) => (
            <tr key={row.label}>
              <th scope="row" className="box-score__stat">
                {row.label}
              </th>
              <td className="stats-table__count">{row.home}</td>
              <td className="stats-table__count">{row.away}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PlayerStats({ table, names }: { table: PlayerTable; names: SideNames }) {
  const hint = useScrollHint<HTMLElement>();
  const id = `box-${table.key}-title`;
  return (
    <div className="centre-card">
      <h2 id={id} className="centre-card__title">
        {table.title}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section ref={hint} className="stats-card__scroll" tabIndex={0} aria-labelledby={id}>
        <table className="stats-table">
          <thead>
            <tr>
              <th scope="col" className="stats-table__name">
                Player
              </th>
              {table.columns.map((c) => (
                <th key={c.heading} scope="col" className="stats-table__count">
                  <abbr title={c.title}>{c.heading}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          {table.sides.map(({ side, rows }) => (
            <tbody key={side}>
              <tr className="box-score__team-row">
                <th scope="colgroup" colSpan={table.columns.length + 1}>
                  {names[side]}
                </th>
              </tr>
              {rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: private players share an id-less name; the order is fixed.
                <tr key={`${row.player._id}-${i}`}>
                  <th scope="row" className="stats-table__name">
                    {listedName(row.player)}
                  </th>
                  {row.cells.map((cell, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column.
                    <td key={c} className="stats-table__count">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </section>
    </div>
  );
}
