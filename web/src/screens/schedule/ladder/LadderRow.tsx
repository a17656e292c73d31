import { type FinalsMark, type LadderViewRow, positionChange, signed } from '@touchline/domain';
import { useId, useState } from 'react';
import { Logo } from '../../../ui/Logo';
import type { LiveMove } from './liveMoves';

/** A figure of the ladder table: its header, what it reads of a row, and where it is shown. */
export interface Column {
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

export const cellClass = (c: Column) =>
  `data-table__num${c.pinned ? ' ladder-table__pinned' : ''}${c.strong ? ' ladder-table__strong' : ''}${c.wide ? ' ladder-table__wide' : ''}`;

/** What a row shows beyond its figures: its mark, the finals line, a live match, a live move. */
export interface RowExtras {
  mark?: FinalsMark | null;
  /** What the mark means (the legend's words). */
  markName?: string;
  /** The last finals place: the finals line is drawn under the row. */
  lastFinalsPlace?: boolean;
  /** The team is playing now (the ladder as it stands counts its match). */
  playing?: boolean;
  /** How it moved since the previous live answer, shown for a few seconds. */
  move?: LiveMove;
}

/** A team's mark, as ESPN prints it beside the name: the letter, with its meaning read out. */
export function FinalsMarkBadge({ mark, name }: { mark: FinalsMark; name: string }) {
  return (
    <span className={`ladder-mark ladder-mark--${mark}`} title={name}>
      <span aria-hidden="true">{mark}</span>
      <span className="visually-hidden">{`, ${name}`}</span>
    </span>
  );
}

/** One team's row, expandable to its difference, byes, wide figures, records and tie-breaker. */
export function LadderRow({ row, cols, extras }: { row: LadderViewRow; cols: Column[]; extras: RowExtras }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const change = positionChange(row.position, row.previousPosition);
  const { mark, markName, lastFinalsPlace, playing, move } = extras;
  const classes = ['ladder-table__row'];
  if (open) classes.push('is-open');
  if (lastFinalsPlace) classes.push('ladder-table__row--cut');
  if (move) classes.push(`ladder-table__row--moved-${move.direction}`);
  return (
    <>
      <tr className={classes.join(' ')}>
        <td className="ladder-table__pos">
          <span className="ladder-table__position">{row.position}</span>
          {move ? (
            <span className={`ladder-table__jump ladder-table__move--${move.direction}`}>
              <span aria-hidden="true">{`${move.direction === 'up' ? '▲' : '▼'}${move.places}`}</span>
              <span className="visually-hidden">{`${move.direction === 'up' ? 'Up' : 'Down'} ${move.places} just now`}</span>
            </span>
          ) : (
            change &&
            change.direction !== 'same' && (
              <span
                className={`ladder-table__move ladder-table__move--${change.direction}`}
                title={change.text}
              >
                <span aria-hidden="true">{change.direction === 'up' ? '▲' : '▼'}</span>
                <span className="visually-hidden">{change.text}</span>
              </span>
            )
          )}
          {lastFinalsPlace && <span className="visually-hidden">, last finals place</span>}
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
            <span className="ladder-table__team">
              {row.name}
              {mark && <FinalsMarkBadge mark={mark} name={markName ?? mark} />}
              {playing && <span className="ladder-table__live">Live</span>}
            </span>
            <span className="ladder-table__chevron" aria-hidden="true" />
          </button>
        </th>
        {cols.map((c) => (
          <td key={c.short} className={cellClass(c)}>
            {c.value(row)}
          </td>
        ))}
      </tr>
      <tr
        id={detailId}
        className={`ladder-table__detail${lastFinalsPlace ? ' ladder-table__detail--cut' : ''}`}
        hidden={!open}
      >
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
