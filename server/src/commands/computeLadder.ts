import {
  combinedStandings,
  computeLadder,
  conferenceOfPool,
  finalsOf,
  finalsPicture,
  type Ladder,
  type LadderGrouping,
  type LadderInput,
  type LadderResponse,
  ladderShown,
  ladderTable,
  ladderWithRanking,
} from '@touchline/domain';
import type { Queryable } from '../db/client';
import type { National } from '../plugins/national';
import { presentFinals } from '../presenters/finals';
import { presentLadder } from '../presenters/ladder';
import { type LadderSource, ladderRepository } from '../repositories/ladders';
import type { CompetitionRow } from '../repositories/lookups';
import { competitionFound } from './found';
import { marksOf } from './ladderMarks';

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
  return { ladder, images: imagesOf(source) };
}

/** Each team's image, by id. */
export const imagesOf = (source: LadderSource) => new Map(source.teams.map((t) => [t.id, t.imgUrl]));

/** What the ladder engine ranks a competition from: its source, template and tie-breakers. */
export function ladderInputFrom(
  competition: CompetitionRow,
  source: LadderSource,
  groupBy: LadderGrouping = 'division',
): LadderInput {
  return {
    teams: source.teams.map((team) => ({
      id: team.id,
      name: team.name,
      pool: team.pool,
      conference: conferenceOfPool(competition.conferences, team.pool),
    })),
    groupBy,
    matches: source.matches,
    template: competition.laddertemplate,
    compTypeTemplate: competition.compTypeLaddertemplate,
    adjustments: source.adjustments,
    hideRounds: competition.display.hideRounds,
  };
}

/** A competition's ladder from its source, ranked by its own template and tie-breakers. */
export function ladderFrom(
  competition: CompetitionRow,
  source: LadderSource,
  groupBy: LadderGrouping = 'division',
): Ladder {
  return computeLadder(ladderInputFrom(competition, source, groupBy));
}

/**
 * A competition's public ladder with its playoff picture and each team's clinched or eliminated
 * mark (teams and picture withheld while its ladder or results are hidden).
 */
export async function loadLadderResponse(
  db: Queryable,
  national: National,
  competitionId: number,
  groupBy: LadderGrouping = 'division',
): Promise<LadderResponse> {
  const competition = await competitionFound(db, national.id, competitionId);
  const source = await ladderRepository.source(db, national.id, competition.id);
  const input = ladderInputFrom(competition, source, groupBy);
  const { ladder, rank } = ladderWithRanking(input);
  if (!ladderShown(competition))
    return presentLadder(competition, ladder, imagesOf(source), { finals: null });
  const finals = finalsOf(competition.settings, competition.laddertemplate);
  const { marks, method } = marksOf(
    `${national.id}:${competition.id}:${groupBy}`,
    input,
    ladder,
    rank,
    finals,
  );
  return presentLadder(competition, ladder, imagesOf(source), {
    finals: presentFinals(finals, finalsPicture(ladder, rank, finals), method),
    marks,
  });
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
