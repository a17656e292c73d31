import { type FinalsMark, finalsMarkName, gridironColumns, type LadderViewRow } from '@touchline/domain';
import '../../../ui/GenericTable.css';
import { useScrollHint } from '../../../ui/useScrollHint';

import { type Column, cellClass, LadderRow } from './LadderRow';
import type { LiveMove } from './liveMoves';

const PLAYED: Column = { short: 'Pl', long: 'Played', value: (r) => r.stats.matchesPlayed };
const WON: Column = { short: 'W', long: 'Won', value: (r) => r.stats.matchesWon };
const DRAWN: Column = { short: 'D', long: 'Drawn', value: (r) => r.stats.matchesDrawn };
const LOST: Column = { short: 'L', long: 'Lost', value: (r) => r.stats.matchesLost };
const BONUS: Column = { short: 'BP', long: 'Bonus points', value: (r) => r.stats.pointsBonus };
const POINTS: Column = { short: 'Pts', long: 'Points', value: (r) => r.stats.totalMatchPoints, pinned: true };
const FOR: Column = { short: '+', long: 'Points for', value: (r) => r.stats.pointsFor };
const AGAINST: Column = { short: '-', long: 'Points against', value: (r) => r.stats.pointsAgainst };

/** Spec 2.7 columns: No., Name, Pl, W, D, L, BP (when bonus points count as played), Pts, +, -. */
const pointsColumns = (bonus: boolean) => [
  PLAYED,
  WON,
  DRAWN,
  LOST,
  ...(bonus ? [BONUS] : []),
  POINTS,
  FOR,
  AGAINST,
];

interface LadderTableProps {
  rows: readonly LadderViewRow[];
  bonus: boolean;
  /** The template's layout: the spec's points table, or gridiron's W-L-T table. */
  layout?: 'points' | 'gridiron';
  /** Whether the competition has divisions (pools) and conferences, for a gridiron table's records. */
  divisions?: boolean;
  conferences?: boolean;
  /** Names the scrolling region and the table, e.g. the competition and pool. */
  label: string;
  /** Each team's finals mark, by its id. */
  marks?: ReadonlyMap<number, FinalsMark | null>;
  /** The finals' byes: a z mark without byes is the top seed. */
  byes?: number;
  /** The team in the last finals place: the finals line is drawn under its row. */
  finalsLineAfter?: number | null;
  /** The ladder as it stands: said in the caption, with the teams playing now and the moves. */
  provisional?: boolean;
  playing?: ReadonlySet<number>;
  moves?: ReadonlyMap<number, LiveMove>;
}

/** One ladder: a row per team, in the server's order, each expandable to its difference and byes. */
export function LadderTable({
  rows,
  bonus,
  label,
  layout = 'points',
  divisions = false,
  conferences = false,
  marks,
  byes = 0,
  finalsLineAfter = null,
  provisional = false,
  playing,
  moves,
}: LadderTableProps) {
  const hint = useScrollHint<HTMLElement>();
  // A gridiron table: W, L, T, PCT, PF, PA, Net, Div, Conf, Strk (a tie is half a win in PCT),
  // Div and Conf only when the competition has divisions and conferences to count. On a phone
  // it keeps W, L, T, PCT, Net and Strk, so every column fits, and each row's detail gives PF,
  // PA, Div and Conf.
  const cols: Column[] =
    layout === 'gridiron' ? gridironColumns({ divisions, conferences }) : pointsColumns(bonus);
  const name = provisional ? `${label} ladder, provisional` : `${label} ladder`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section ref={hint} className="table-region ladder-table" aria-label={name} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{name}</caption>
        <thead>
          <tr>
            <th scope="col" className="ladder-table__pos" title="Position">
              <span aria-hidden="true">No.</span>
              <span className="visually-hidden">Position</span>
            </th>
            <th scope="col" className="ladder-table__name">
              Name
            </th>
            {cols.map((c) => (
              <th key={c.short} scope="col" title={c.long} className={cellClass(c)}>
                <span aria-hidden="true">{c.short}</span>
                <span className="visually-hidden">{c.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const mark = marks?.get(row._id);
            return (
              <LadderRow
                key={row._id}
                row={row}
                cols={cols}
                extras={{
                  mark,
                  markName: mark ? finalsMarkName(mark, byes) : undefined,
                  lastFinalsPlace: row._id === finalsLineAfter,
                  playing: playing?.has(row._id),
                  move: moves?.get(row._id),
                }}
              />
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
