import { useQuery } from '@tanstack/react-query';
import {
  groupByPool,
  type LadderGrouping,
  ladderAvailability,
  ladderRoundOptions,
  ladderRows,
} from '@touchline/domain';
import { useId, useState } from 'react';
import { EMPTY } from '../../../api/errors';
import { ladderQueries } from '../../../api/ladders';
import { Loading } from '../../../shell/StatusPanels';
import { EmptyState, FailedState } from '../../../ui/EmptyState';
import { useLoggedError } from '../../../ui/useLoggedError';
import { LadderTable } from './LadderTable';
import './ladder.css';
import '../../../ui/field.css';

const ALL_POOLS = '';

const GROUPINGS: readonly { value: LadderGrouping; label: string }[] = [
  { value: 'division', label: 'By division' },
  { value: 'conference', label: 'By conference' },
  { value: 'none', label: 'One table' },
];

/**
 * A team competition's ladder: round and pool filters, then a table per pool. A competition
 * with conferences can be shown by division, by conference or as one table.
 */
export function TeamLadder({ competitionId }: { competitionId: number }) {
  const [groupBy, setGroupBy] = useState<LadderGrouping>('division');
  const ladder = useQuery({
    ...ladderQueries.competition(competitionId, groupBy),
    placeholderData: (previous) => previous,
  });
  useLoggedError('Error fetching ladder', ladder.error);
  // '' shows the 'Select Round' placeholder and means what 0 means: all rounds.
  const [round, setRound] = useState('');
  const [pool, setPool] = useState(ALL_POOLS);
  const roundId = useId();
  const poolId = useId();
  const groupingId = useId();

  if (ladder.isPending) return <Loading label="Loading the ladder" />;
  if (ladder.isError && !ladder.data)
    return (
      <FailedState
        error={ladder.error}
        notFound={EMPTY.noLadder}
        onRetry={() => void ladder.refetch()}
        retrying={ladder.isFetching}
      />
    );
  const data = ladder.data;
  const availability = ladderAvailability(data);
  if (availability === 'withheld') return <EmptyState>{EMPTY.laddersNotPublic}</EmptyState>;
  if (availability === 'empty') return <EmptyState>{EMPTY.noLadder}</EmptyState>;

  const rounds = ladderRoundOptions(data.teamsWithStatsByRound.maxRound);
  const groups = groupByPool(ladderRows(data, Number(round) || 0), data.competition.hasPools);
  const shown = groups.filter((g) => pool === ALL_POOLS || g.pool === pool);
  const visible = shown.length ? shown : groups;
  const bonus = data.competition.laddertemplate.bonusCountAsPlayed;
  const layout = data.competition.laddertemplate.layout;
  const groupNoun =
    data.groupBy === 'conference' ? 'Conference' : layout === 'gridiron' ? 'Division' : 'Pool';
  const conferences = data.competition.hasConferences;

  return (
    <div className="ladder">
      {(rounds.length > 1 || data.competition.hasPools || conferences) && (
        <div className="ladder__filters">
          {conferences && (
            <div className="ladder__filter">
              <label htmlFor={groupingId} className="field__label">
                Table
              </label>
              <select
                id={groupingId}
                className="table-select"
                value={groupBy}
                onChange={(e) => {
                  setGroupBy(e.target.value as LadderGrouping);
                  setPool(ALL_POOLS);
                }}
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
                value={round}
                onChange={(e) => setRound(e.target.value)}
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
          {data.competition.hasPools && (
            <div className="ladder__filter">
              <label htmlFor={poolId} className="field__label">
                {groupNoun}
              </label>
              <select
                id={poolId}
                className="table-select"
                value={pool}
                onChange={(e) => setPool(e.target.value)}
              >
                <option value={ALL_POOLS}>{`All ${groupNoun === 'Pool' ? 'Pools' : `${groupNoun}s`}`}</option>
                {groups.map((g) => (
                  <option key={g.pool} value={g.pool ?? ''}>
                    {g.pool}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
      {visible.map((group) => (
        <section key={group.pool ?? 'ladder'} className="ladder__group">
          {group.pool && <h2 className="ladder__pool">{group.pool}</h2>}
          <LadderTable
            rows={group.rows}
            bonus={bonus}
            layout={layout}
            divisions={data.teams.some((t) => t.division != null)}
            conferences={conferences}
            label={group.pool ? `${data.competition.name}, ${group.pool}` : data.competition.name}
          />
        </section>
      ))}
    </div>
  );
}
