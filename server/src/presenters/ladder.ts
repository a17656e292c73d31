import {
  type FinalsMark,
  type FinalsPicture,
  type Ladder,
  type LadderResponse,
  type LadderRoundTeam,
  type LadderRow,
  type LadderTeam,
  ladderShown,
  STAT_OPTIONS,
  type TeamStats,
} from '@touchline/domain';
import type { CompetitionRow } from '../repositories/lookups';

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const presentStats = (s: TeamStats) =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, round3(v)])) as LadderRoundTeam['stats'];

/** What a ladder tells beyond its rows: the playoff picture and each team's mark, when it has them. */
export interface LadderStory {
  finals: FinalsPicture | null;
  marks?: ReadonlyMap<number, FinalsMark>;
}

/**
 * The public ladder object: the competition, the teams with stats (and marks), per-round
 * ladders, and the playoff picture. Teams and picture are withheld while the ladder is hidden.
 */
export function presentLadder(
  competition: CompetitionRow,
  ladder: Ladder,
  images: Map<number, string | null>,
  story: LadderStory = { finals: null },
): LadderResponse {
  const visible = ladderShown(competition);
  const roundRow = (r: LadderRow): LadderRoundTeam => ({
    _id: r.id,
    name: r.name,
    pool: r.group,
    position: r.position,
    stats: presentStats(r.stats),
  });
  const teams: LadderTeam[] = ladder.teams.map((r) => ({
    ...roundRow(r),
    previousPosition: r.previousPosition,
    display: true,
    meta: { imgUrl: images.get(r.id) ?? null },
    division: r.pool,
    conference: r.conference,
    records: r.records,
    separatedFromNext: r.separatedFromNext,
    ...(story.marks ? { mark: story.marks.get(r.id) ?? null } : {}),
  }));
  const perRound: Record<string, LadderRoundTeam[]> = {};
  for (const [round, rows] of Object.entries(ladder.teamsWithStatsByRound.perRound))
    perRound[round] = rows.map(roundRow);
  return {
    competition: {
      _id: competition.id,
      name: competition.name,
      season: competition.season,
      hasPools: ladder.teams.some((r) => r.group != null),
      hasConferences: ladder.hasConferences,
      display: competition.display,
      laddertemplate: {
        bonusCountAsPlayed: competition.laddertemplate.bonusCountAsPlayed,
        defaultScoreFFReceived: competition.laddertemplate.defaultScoreFFReceived,
        layout: competition.laddertemplate.layout ?? 'points',
      },
    },
    groupBy: ladder.groupBy,
    displays: { result: competition.display.result, ladder: competition.display.ladder },
    sortOptions: ladder.sortKeys.map((key) => {
      const option = STAT_OPTIONS.find((o) => o.value === key);
      return option ? { ...option } : { value: key, name: 'Head to Head', abbreviation: 'H2H' };
    }),
    teams: visible ? teams : [],
    teamsMoved: visible && ladder.teamsMoved,
    teamsWithStatsByRound: visible
      ? { maxRound: ladder.teamsWithStatsByRound.maxRound, perRound }
      : { maxRound: 0, perRound: {} },
    finals: visible ? story.finals : null,
  };
}
