import { useQuery } from '@tanstack/react-query';
import {
  type CompetitionSummary,
  competitionsWithTeam,
  listedCompetitions,
  newestSeasonFirst,
} from '@touchline/domain';
import { useState } from 'react';
import { competitionQueries } from '../../api/competitions';
import type { EntityScope } from '../../api/entities';
import { EMPTY } from '../../api/errors';
import { Loading } from '../../shell/StatusPanels';
import { EmptyState } from '../../ui/EmptyState';
import { useLoggedError } from '../../ui/useLoggedError';
import { SearchError } from '../search/SearchError';
import { CompetitionAccordion } from './CompetitionAccordion';

/** The spec's loading text of the Competitions view. */
export const LOADING_COMPETITIONS = 'Getting Competitions...';

/** Public competitions in the listed order, newest season first when several are listed. */
const accordionOrder = (competitions: CompetitionSummary[]) =>
  newestSeasonFirst(listedCompetitions(competitions));

interface CompetitionAccordionsProps {
  season: number | null;
  term: string;
  scope: EntityScope;
  waiting: boolean;
}

/**
 * The Competitions view of team search (spec 2.10 A): an accordion per competition with a team
 * whose name contains the search text, of the chosen season or of all of them.
 */
export function CompetitionAccordions({ season, term, scope, waiting }: CompetitionAccordionsProps) {
  const competitions = useQuery({
    ...competitionQueries.list({ season, gameType: 'all', scope }),
    enabled: !waiting,
    select: accordionOrder,
  });
  useLoggedError("Couldn't load the competitions", competitions.error);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (competitions.isError)
    return (
      <SearchError
        error={competitions.error}
        onRetry={() => void competitions.refetch()}
        retrying={competitions.isFetching}
      />
    );
  if (!competitions.data) return <Loading label={LOADING_COMPETITIONS} />;
  const shown = competitionsWithTeam(competitions.data, term);
  if (shown.length === 0) return <EmptyState>{term ? EMPTY.noResults : EMPTY.noData}</EmptyState>;
  return (
    <ul className="accordions">
      {shown.map((competition) => (
        <li key={competition._id}>
          <CompetitionAccordion
            competition={competition}
            term={term}
            showSeason={season === null}
            open={open.has(competition._id)}
            onToggle={() => toggle(competition._id)}
          />
        </li>
      ))}
    </ul>
  );
}
