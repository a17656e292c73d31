import type { LadderGrouping, LadderRoundOption } from '@touchline/domain';
import { useId } from 'react';
import '../../../ui/field.css';

/** 'All pools' in the pool filter. */
export const ALL_POOLS = '';

const GROUPINGS: readonly { value: LadderGrouping; label: string }[] = [
  { value: 'division', label: 'By division' },
  { value: 'conference', label: 'By conference' },
  { value: 'none', label: 'One table' },
];

interface LadderFiltersProps {
  /** The grouping, offered when the competition has conferences. */
  groupBy: LadderGrouping | null;
  onGroupBy: (groupBy: LadderGrouping) => void;
  /** The rounds offered ('All Rounds' first), when a round can be chosen; else empty. */
  rounds: readonly LadderRoundOption[];
  round: string;
  onRound: (round: string) => void;
  /** The pools (divisions or conferences) to choose from, with their noun; empty for none. */
  pools: readonly (string | null)[];
  poolNoun: string;
  pool: string;
  onPool: (pool: string) => void;
}

/** The ladder's Table, Round and pool selects, each shown only when there is a choice. */
export function LadderFilters(props: LadderFiltersProps) {
  const { groupBy, rounds, pools, poolNoun } = props;
  const roundId = useId();
  const poolId = useId();
  const groupingId = useId();
  if (!groupBy && rounds.length < 2 && !pools.length) return null;
  return (
    <div className="ladder__filters">
      {groupBy && (
        <div className="ladder__filter">
          <label htmlFor={groupingId} className="field__label">
            Table
          </label>
          <select
            id={groupingId}
            className="table-select"
            value={groupBy}
            onChange={(e) => props.onGroupBy(e.target.value as LadderGrouping)}
          >
            {GROUPINGS.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {rounds.length > 1 && (
        <div className="ladder__filter">
          <label htmlFor={roundId} className="field__label">
            Round
          </label>
          <select
            id={roundId}
            className="table-select"
            value={props.round}
            onChange={(e) => props.onRound(e.target.value)}
          >
            <option value="" disabled>
              Select Round
            </option>
            {rounds.map((r) => (
              <option key={r.value} value={String(r.value)}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {pools.length > 0 && (
        <div className="ladder__filter">
          <label htmlFor={poolId} className="field__label">
            {poolNoun}
          </label>
          <select
            id={poolId}
            className="table-select"
            value={props.pool}
            onChange={(e) => props.onPool(e.target.value)}
          >
            <option value={ALL_POOLS}>{`All ${poolNoun === 'Pool' ? 'Pools' : `${poolNoun}s`}`}</option>
            {pools.map((p) => (
              <option key={p} value={p ?? ''}>
                {p}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
