import { gridironColumns, type LadderViewRow, positionChange, signed } from '@touchline/domain';
import { useId, useState } from 'react';
import { Logo } from '../../../ui/Logo';
import '../../../ui/GenericTable.css';
import { useScrollHint } from '../../../ui/useScrollHint';

interface Column {
  short: string;
  /** Read out in place of the short header, and its tooltip. */
  long: string;
  value: (row: LadderViewRow) => number | string;
  /** Kept in view on a phone while the other figures scroll. */
  pinned?: boolean;
  /** Set in bold, as the figure the table ranks on. */
  strong?: boolean;
  /** Left out of a phone's table, and told in the row's detail instead. */
  wide?: boolean;
}

const cellClass = (c: Column) =>
  `data-table__num${c.pinned ? ' ladder-table__pinned' : ''}${c.strong ? ' ladder-table__strong' : ''}${c.wide ? ' ladder-table__wide' : ''}`;

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
}

/** One ladder: a row per team, in the server's order, each expandable to its difference and byes. */
export function LadderTable({
  rows,
  bonus,
  label,
  layout = 'points',
  divisions = false,
  conferences = false,
}: LadderTableProps) {
  const hint = useScrollHint<HTMLElement>();
  // A gridiron table: W, L, T, PCT, PF, PA, Net, Div, Conf, Strk (a tie is half a win in PCT),
  // Div and Conf only when the competition has divisions and conferences to count. On a phone
  // it keeps W, L, T, PCT, Net and Strk, so every column fits, and each row's detail gives PF,
  // PA, Div and Conf.
  const cols: Column[] =
    layout === 'gridiron' ? gridironColumns({ divisions, conferences }) : pointsColumns(bonus);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section ref={hint} className="table-region ladder-table" aria-label={`${label} ladder`} tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">{`${label} ladder`}</caption>
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
          {rows.map((row) => (
            <LadderRow key={row._id} row={row} cols={cols} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function LadderRow({ row, cols }: { row: LadderViewRow; cols: Column[] }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const change = positionChange(row.position, row.previousPosition);
  return (
    <>
      <tr className={open ? 'ladder-table__row is-open' : 'ladder-table__row'}>
        <td className="ladder-table__pos">
          <span className="ladder-table__position">{row.position}</span>
          {change && change.direction !== 'same' && (
            <span
              className={`ladder-table__move ladder-table__move--${change.direction}`}
              title={change.text}
            >
              <span aria-hidden="true">{change.direction === 'up' ? '▲' : '▼'}</span>
              <span className="visually-hidden">{change.text}</span>
            </span>
          )}
        </td>
        <th scope="row" className="ladder-table__name">
          <button
            type="button"
            className="ladder-table__toggle"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen(!open)}
          >
            <Logo src={row.imgUrl} name={row.name} size={24} />
            <span className="ladder-table__team">{row.name}</span>
            <span className="ladder-table__chevron" aria-hidden="true" />
          </button>
        </th>
        {cols.map((c) => (
          <td key={c.short} className={cellClass(c)}>
            {c.value(row)}
          </td>
        ))}
      </tr>
      <tr id={detailId} className="ladder-table__detail" hidden={!open}>
        <td colSpan={cols.length + 2}>
          <span className="ladder-table__facts">
            <span>
              <abbr title="Points difference">Diff</abbr> : {signed(row.stats.pointsDifference)}
            </span>
            <span>
              <abbr title="Byes">B</abbr> : {row.stats.byes}
            </span>
            {cols
              .filter((c) => c.wide)
              .map((c) => (
                <span key={c.short} className="ladder-table__narrow-fact">
                  <abbr title={c.long}>{c.short}</abbr> : {c.value(row)}
                </span>
              ))}
            {row.records && (
              <>
                <span>Home : {row.records.home}</span>
                <span>Away : {row.records.away}</span>
              </>
            )}
            {row.separatedFromNext && <span>Above the next on : {row.separatedFromNext.name}</span>}
          </span>
        </td>
      </tr>
    </>
  );
}
