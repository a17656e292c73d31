import { useQuery } from '@tanstack/react-query';
import { type LadderGrouping, ladderAvailability, ladderRoundOptions } from '@touchline/domain';
import { useEffect, useState } from 'react';
import { EMPTY } from '../../../api/errors';
import { ladderQueries } from '../../../api/ladders';
import { Loading } from '../../../shell/StatusPanels';
import { EmptyState, FailedState } from '../../../ui/EmptyState';
import { useLoggedError } from '../../../ui/useLoggedError';
import { useQueryParams } from '../../../ui/useQueryParam';
import { AsItStands } from './AsItStands';
import { ALL_POOLS, LadderFilters } from './LadderFilters';
import { LadderTables, shownGroups } from './LadderTables';
import { PlayoffPicture } from './PlayoffPicture';
import { useLiveLadder } from './useLiveLadder';
import { asLadderView, type LadderViewName, ViewSwitch } from './ViewSwitch';
import './ladder.css';
import './standings.css';

/**
 * A team competition's ladder: its views (the ladder, the playoff picture, and while a match is
 * live the ladder as it stands; the view is in the address), then round and pool filters and a
 * table per pool. A competition with conferences can be shown by division, by conference or as
 * one table.
 */
export function TeamLadder({ competitionId }: { competitionId: number }) {
  const [groupBy, setGroupBy] = useState<LadderGrouping>('division');
  const [params, update] = useQueryParams();
  const asked = asLadderView(params.get('view'));
  const ladder = useQuery({
    ...ladderQueries.competition(competitionId, groupBy),
    placeholderData: (previous) => previous,
  });
  const settled = ladder.data?.finals?.marks === 'final';
  const live = useLiveLadder(competitionId, groupBy, asked === 'live', settled);
  useLoggedError('Error fetching ladder', ladder.error);
  useLoggedError('Error fetching the ladder as it stands', live.error);
  // '' shows the 'Select Round' placeholder and means what 0 means: all rounds.
  const [round, setRound] = useState('');
  const [pool, setPool] = useState(ALL_POOLS);

  // Once no match is live, 'As it stands' gives way to the ladder, which now counts them.
  const ended = asked === 'live' && live.data !== undefined && !live.isLive;
  useEffect(() => {
    if (ended) update({ view: null });
  }, [ended, update]);
  const view: LadderViewName = asked === 'live' && !live.isLive && !live.pending ? 'ladder' : asked;

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

  const roundNumber = view === 'ladder' ? Number(round) || 0 : 0;
  const { groups, visible } = shownGroups(data, roundNumber, pool);
  const layout = data.competition.laddertemplate.layout;
  const poolNoun = data.groupBy === 'conference' ? 'Conference' : layout === 'gridiron' ? 'Division' : 'Pool';

  let content = <LadderTables data={data} visible={visible} round={roundNumber} />;
  if (view === 'picture') content = <PlayoffPicture data={data} />;
  else if (view === 'live')
    content = live.data ? (
      <AsItStands data={live.data} pool={pool} playing={live.playing} />
    ) : (
      <Loading label="Loading the ladder as it stands" />
    );

  return (
    <div className="ladder">
      <ViewSwitch
        view={view}
        live={live.isLive || view === 'live'}
        onChange={(next) => update({ view: next === 'ladder' ? null : next })}
      />
      {view !== 'picture' && (
        <LadderFilters
          groupBy={data.competition.hasConferences ? groupBy : null}
          onGroupBy={(next) => {
            setGroupBy(next);
            setPool(ALL_POOLS);
          }}
          rounds={view === 'ladder' ? ladderRoundOptions(data.teamsWithStatsByRound.maxRound) : []}
          round={round}
          onRound={setRound}
          pools={data.competition.hasPools ? groups.map((g) => g.pool) : []}
          poolNoun={poolNoun}
          pool={pool}
          onPool={setPool}
        />
      )}
      {content}
    </div>
  );
}
