import {
  combinedStandings,
  computeLadder,
  conferenceOfPool,
  type Ladder,
  type LadderGrouping,
  type LadderResponse,
  ladderShown,
  ladderTable,
} from '@touchline/domain';
import type { Queryable } from '../db/client';
import type { National } from '../plugins/national';
import { presentLadder } from '../presenters/ladder';
import { type LadderSource, ladderRepository } from '../repositories/ladders';
import type { CompetitionRow } from '../repositories/lookups';
import { competitionFound } from './found';

/**
 * The ladder of a competition from its stored results (the pure engine does the work), as a
 * table per division (pool), per conference, or one table.
 */
export async function loadLadder(
  db: Queryable,
  nationalId: number,
  competition: CompetitionRow,
  groupBy: LadderGrouping = 'division',
) {
  const source = await ladderRepository.source(db, nationalId, competition.id);
  const ladder = ladderFrom(competition, source, groupBy);
  return { ladder, images: new Map(source.teams.map((t) => [t.id, t.imgUrl])) };
}

/** A competition's ladder from its source, ranked by its own template and tie-breakers. */
export function ladderFrom(
  competition: CompetitionRow,
  source: LadderSource,
  groupBy: LadderGrouping = 'division',
): Ladder {
  return computeLadder({
    teams: source.teams.map((team) => ({
      ...team,
      conference: conferenceOfPool(competition.conferences, team.pool),
    })),
    groupBy,
    matches: source.matches,
    template: competition.laddertemplate,
    compTypeTemplate: competition.compTypeLaddertemplate,
    adjustments: source.adjustments,
    hideRounds: competition.display.hideRounds,
  });
}

/** A competition's public ladder (teams withheld while its ladder or results are hidden). */
export async function loadLadderResponse(
  db: Queryable,
  national: National,
  competitionId: number,
  groupBy?: LadderGrouping,
): Promise<LadderResponse> {
  const competition = await competitionFound(db, national.id, competitionId);
  const { ladder, images } = await loadLadder(db, national.id, competition, groupBy);
  return presentLadder(competition, ladder, images);
}

/**
 * A multi-sport competition's standings as a generic table: overall standings from its events'
 * result tables, else its ladder; an empty table while its ladder is hidden.
 */
export async function loadSportLadder(db: Queryable, national: National, competitionId: number) {
  const competition = await competitionFound(db, national.id, competitionId);
  if (!ladderShown(competition)) return { tableData: { label: competition.name, headers: [], rows: [] } };
  const tables = await ladderRepository.tables(db, national.id, competition.id);
  const tableData = tables.length
    ? combinedStandings(competition.name, tables)
    : ladderTable(
        competition.name,
        (await loadLadder(db, national.id, competition)).ladder,
        competition.laddertemplate.layout,
      );
  return { tableData };
}
