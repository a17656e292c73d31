import { useQuery } from '@tanstack/react-query';
import {
  type CompetitionSummary,
  chipMatches,
  chooseLadderCompetition,
  competitionsOfSeason,
  parseRouteId,
  showsSportTable,
} from '@touchline/domain';
import { EMPTY } from '../../api/errors';
import { ladderQueries } from '../../api/ladders';
import { EmptyState } from '../../ui/EmptyState';
import { ChipRow } from '../competition/ChipRow';
import { usePageParams } from '../competition/usePageParams';
import { LadderView } from '../schedule/ladder/LadderView';
import { ChipSearch } from './ChipSearch';
import { PanelStatus, TableSkeleton } from './PanelStatus';
import { SeasonSelect } from './SeasonSelect';
import { useSeasonChoice } from './useSeasonChoice';

/**
 * The Ladders panel (spec 2.13): a Season select and the season's competitions as chips (the
 * chosen one in the address, else the first with a public ladder), then its ladder.
 */
export function LaddersPanel({ competitions }: { competitions: readonly CompetitionSummary[] }) {
  const { seasons, season, setSeason, pending, error, retry } = useSeasonChoice();
  const [params, update] = usePageParams();
  if (pending || error || season === null)
    return <PanelStatus pending={pending} error={error} onRetry={retry} />;
  const search = params.get('q') ?? '';
  const listed = competitionsOfSeason(competitions, season);
  const chosen = chooseLadderCompetition(listed, parseRouteId(params.get('competition') ?? undefined));
  const chips = listed
    .filter((c) => chipMatches(c.name, search))
    .map((c) => ({ key: String(c._id), label: c.name }));
  return (
    <>
      <div className="entity-toolbar">
        <SeasonSelect seasons={seasons} value={season} onChange={setSeason} />
        {listed.length > 1 && <ChipSearch value={search} onChange={(q) => update({ q })} />}
      </div>
      {listed.length > 0 &&
        (chips.length ? (
          <ChipRow
            label="Competitions"
            chips={chips}
            selected={chosen ? String(chosen._id) : null}
            onSelect={(competition) => update({ competition })}
          />
        ) : (
          <p className="entity-chips-none" role="status">
            {EMPTY.noResults}
          </p>
        ))}
      {chosen ? (
        <section className="entity-section" aria-labelledby="entity-ladder-title">
          <h2 id="entity-ladder-title" className="entity-section__title">
            {chosen.name}
          </h2>
          <CompetitionLadder key={chosen._id} competition={chosen} />
        </section>
      ) : (
        <EmptyState>{EMPTY.noLadder}</EmptyState>
      )}
    </>
  );
}

/**
 * A competition's ladder, drawn by the schedule's ladder view. A skeleton holds its place while
 * it loads; a withheld ladder is said so without asking for it.
 */
function CompetitionLadder({ competition }: { competition: CompetitionSummary }) {
  const open = competition.display.ladder;
  const sport = showsSportTable(competition);
  const team = useQuery({ ...ladderQueries.competition(competition._id), enabled: open && !sport });
  const table = useQuery({
    ...ladderQueries.sport(competition._id),
    enabled: open && sport && competition.display.result,
  });
  if (!open) return <EmptyState>{EMPTY.laddersNotPublic}</EmptyState>;
  const loading = sport ? competition.display.result && table.isPending : team.isPending;
  if (loading) return <TableSkeleton label="Loading the ladder" />;
  return <LadderView competition={competition} />;
}
