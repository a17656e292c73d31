import { useQuery } from '@tanstack/react-query';
import {
  type CompetitionSummary,
  chipMatches,
  chooseChip,
  competitionsOfSeason,
  leaderboardChips,
} from '@touchline/domain';
import { competitionQueries } from '../../api/competitions';
import type { EntityScope } from '../../api/entities';
import { EMPTY } from '../../api/errors';
import { EmptyState } from '../../ui/EmptyState';
import { useLoggedError } from '../../ui/useLoggedError';
import { ChipRow } from '../competition/ChipRow';
import { usePageParams } from '../competition/usePageParams';
import { CustomLeaderboardView, LeaderboardView } from '../schedule/leaderboard/LeaderboardView';
import { ChipSearch } from './ChipSearch';
import { PanelStatus, TableSkeleton } from './PanelStatus';
import { SeasonSelect } from './SeasonSelect';
import { useSeasonChoice } from './useSeasonChoice';

interface LeaderboardsPanelProps {
  competitions: readonly CompetitionSummary[];
  /** The page's entity: custom leaderboards are listed for it. */
  scope: EntityScope;
}

/**
 * The Leaderboards panel (spec 2.8, 2.13): a Season select and chips, custom leaderboards
 * first, then the chosen one's event-type select, its name and its player ranking.
 */
export function LeaderboardsPanel({ competitions, scope }: LeaderboardsPanelProps) {
  const { seasons, season, setSeason, pending, error, retry } = useSeasonChoice();
  const [params, update] = usePageParams();
  const customs = useQuery({
    ...competitionQueries.customLeaderboards(season ?? 0, scope),
    enabled: season !== null,
  });
  // Spec 8: a failed list is logged; the competitions' leaderboards still show.
  useLoggedError('Error fetching custom leaderboards', customs.error);
  if (pending || error || season === null)
    return <PanelStatus pending={pending} error={error} onRetry={retry} />;
  if (customs.isPending) return <TableSkeleton label="Loading the leaderboards" chips />;

  const search = params.get('q') ?? '';
  const listed = competitionsOfSeason(competitions, season);
  const boards = customs.data ?? [];
  const all = leaderboardChips(boards, listed);
  const chosen = chooseChip(all, params.get('board'));
  const chips = all.filter((c) => chipMatches(c.name, search)).map((c) => ({ key: c.key, label: c.name }));

  let body = <EmptyState>{EMPTY.noLeaderboard}</EmptyState>;
  const custom = chosen?.kind === 'custom' ? boards.find((b) => b._id === chosen.id) : undefined;
  const competition = chosen?.kind === 'competition' ? listed.find((c) => c._id === chosen.id) : undefined;
  if (custom) body = <CustomLeaderboardView key={`custom-${custom._id}`} board={custom} />;
  else if (competition)
    body = (
      <CompetitionLeaderboard
        key={`competition-${competition._id}`}
        competition={competition}
        season={season}
      />
    );

  return (
    <>
      <div className="entity-toolbar">
        <SeasonSelect seasons={seasons} value={season} onChange={setSeason} />
        {all.length > 1 && <ChipSearch value={search} onChange={(q) => update({ q })} />}
      </div>
      {all.length > 0 &&
        (chips.length ? (
          <ChipRow
            label="Leaderboards"
            chips={chips}
            selected={chosen?.key ?? null}
            onSelect={(board) => update({ board })}
          />
        ) : (
          <p className="entity-chips-none" role="status">
            {EMPTY.noResults}
          </p>
        ))}
      {body}
    </>
  );
}

/** A competition's leaderboard, drawn by the schedule's view, behind a skeleton while its event types load. */
function CompetitionLeaderboard({
  competition,
  season,
}: {
  competition: CompetitionSummary;
  season: number;
}) {
  const open = competition.display.ladder && competition.display.result;
  const events = useQuery({ ...competitionQueries.events(competition._id), enabled: open });
  if (open && events.isPending) return <TableSkeleton label="Loading the leaderboard" />;
  return <LeaderboardView competition={competition} season={season} />;
}
