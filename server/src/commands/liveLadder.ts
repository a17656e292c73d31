import {
  asItStands,
  computeLadder,
  finalsOf,
  finalsPicture,
  inHiddenRounds,
  type LadderGrouping,
  type LiveLadderResponse,
  ladderShown,
  ladderWithRanking,
} from '@touchline/domain';
import type { Queryable } from '../db/client';
import type { National } from '../plugins/national';
import { presentFinals } from '../presenters/finals';
import { presentLiveLadder } from '../presenters/liveLadder';
import { ladderRepository } from '../repositories/ladders';
import { imagesOf, ladderInputFrom } from './computeLadder';
import { competitionFound } from './found';

/**
 * The ladder as it stands: the competition's live matches counted at their current scores
 * (the scores on their rows, which every scoring write keeps current), each team's
 * previousPosition its place on the ladder of finished results, and the playoff picture as it
 * stands. No marks: they say what no outcome can undo, and a live score is not an outcome.
 */
export async function loadLiveLadderResponse(
  db: Queryable,
  national: National,
  competitionId: number,
  groupBy: LadderGrouping = 'division',
): Promise<LiveLadderResponse> {
  const competition = await competitionFound(db, national.id, competitionId);
  const source = await ladderRepository.source(db, national.id, competition.id);
  const official = ladderInputFrom(competition, source, groupBy);
  const standing = asItStands(source.matches);
  // A live match in a hidden round counts for nothing, as a finished one there would.
  const live = standing.live.filter((m) => !inHiddenRounds(m.dateTime, competition.display.hideRounds));
  const { ladder, rank } = ladderWithRanking({ ...official, matches: standing.matches });
  const finished = live.length ? computeLadder(official) : ladder;
  const before = new Map(finished.teams.map((row) => [row.id, row.position]));
  const rows = ladder.teams.map((row) => ({ ...row, previousPosition: before.get(row.id) ?? null }));
  const shown = ladderShown(competition);
  const finals = finalsOf(competition.settings, competition.laddertemplate);
  return presentLiveLadder(competition, { ...ladder, teams: rows }, imagesOf(source), {
    finals: shown ? presentFinals(finals, finalsPicture(ladder, rank, finals), 'none') : null,
    live: shown ? live : [],
    provisional: live.length > 0,
  });
}
