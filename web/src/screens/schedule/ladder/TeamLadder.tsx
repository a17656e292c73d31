import { useQuery } from '@tanstack/react-query';
import { groupByPool, ladderAvailability, ladderRoundOptions, ladderRows } from '@touchline/domain';
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

/** A team competition's ladder: round and pool filters, then a table per pool. */
export function TeamLadder({ competitionId }: { competitionId: number }) {
  const ladder = useQuery(ladderQueries.competition(competitionId));
  useLoggedError('Error fetching ladder', ladder.error);
  // '' shows the 'Select Round' placeholder and means what 0 means: all rounds.
  const [round, setRound] = useState('');
  const [pool, setPool] = useState(ALL_POOLS);
  const roundId = useId();
  const poolId = useId();

  if (ladder.isPending) return <Loading label="Loading the ladder" />;
  if (ladder.isError) return <FailedState error={ladder.error}>{EMPTY.noLadder}</FailedState>;
  const data = ladder.data;
  const availability = ladderAvailability(data);
  if (availability === 'withheld') return <EmptyState>{EMPTY.laddersNotPublic}</EmptyState>;
  if (availability === 'empty') return <EmptyState>{EMPTY.noLadder}</EmptyState>;

  const rounds = ladderRoundOptions(data.teamsWithStatsByRound.maxRound);
  const groups = groupByPool(ladderRows(data, Number(round) || 0), data.competition.hasPools);
  const shown = groups.filter((g) => pool === ALL_POOLS || g.pool === pool);
  const visible = shown.length ? shown : groups;
  const bonus = data.competition.laddertemplate.bonusCountAsPlayed;

  return (
    <div className="ladder">
      {(rounds.length > 1 || data.competition.hasPools) && (
        <div className="ladder__filters">
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
                Pool
              </label>
              <select
                id={poolId}
                className="table-select"
                value={pool}
                onChange={(e) => setPool(e.target.value)}
              >
                <option value={ALL_POOLS}>All Pools</option>
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
            label={group.pool ? `${data.competition.name}, ${group.pool}` : data.competition.name}
          />
        </section>
      ))}
    </div>
  );
}
