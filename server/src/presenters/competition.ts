import {
  type CompetitionDetail,
  type CompetitionSummary,
  type CustomLeaderboard,
  type EventTypeResponse,
  type MatchCompetitionSettings,
  normaliseEventType,
  type Pool,
} from '@touchline/domain';
import type { CompetitionWithTeams } from '../repositories/competitions';
import type { CompetitionRow } from '../repositories/lookups';
import { presentTeamRef } from './team';

type EventTypeRow = {
  kind: string;
  type: number;
  name: string;
  abbreviation: string | null;
  value: number;
  visibleInLadders: boolean | null;
};

export function presentCompetitionSummary({
  competition: c,
  teams,
  matchCount,
}: CompetitionWithTeams): CompetitionSummary {
  return {
    _id: c.id,
    name: c.name,
    order: c.order,
    season: c.season,
    gameType: c.gameType,
    sportType: c.sportType,
    isCustom: false,
    hasPools: c.hasPools,
    matchCount,
    teams: teams.map((entry) => presentTeamRef(entry.team)),
    meta: { imgUrl: c.meta.imgUrl ?? null },
    display: c.display,
  };
}

/**
 * The scoring events of a competition: its own when it uses custom ones, else the
 * national's, narrowed to the types it names.
 */
export function competitionScoringEvents(
  c: CompetitionRow,
  nationalTypes: readonly EventTypeRow[],
): EventTypeResponse[] {
  if (c.settings.useCustomScoringEvents) return c.settings.scoringEvents.map(normaliseEventType);
  const named = new Set(c.settings.nationalScoringEvents);
  return nationalTypes
    .filter((e) => e.kind === 'scoring' && (named.size === 0 || named.has(e.type)))
    .map(normaliseEventType);
}

export function presentPools(entry: CompetitionWithTeams): Pool[] {
  const pools = new Map<string, number[]>();
  for (const { team, poolName } of entry.teams) {
    if (poolName == null) continue;
    pools.set(poolName, [...(pools.get(poolName) ?? []), team.id]);
  }
  return [...pools].sort(([a], [b]) => a.localeCompare(b)).map(([name, teams]) => ({ name, teams }));
}

export function presentCompetitionDetail(
  entry: CompetitionWithTeams,
  nationalTypes: readonly EventTypeRow[],
): CompetitionDetail {
  const c = entry.competition;
  return {
    ...presentCompetitionSummary(entry),
    competitionSettings: c.settings,
    scoringEvents: competitionScoringEvents(c, nationalTypes),
    pools: presentPools(entry),
    laddertemplate: c.laddertemplate,
    compTypeLaddertemplate: c.compTypeLaddertemplate,
  };
}

export function presentCustomLeaderboard(
  row: {
    id: number;
    name: string;
    order: number;
    season: number;
    competitionIds: number[];
    scoringEvents: CustomLeaderboard['scoringEvents'];
    meta: { imgUrl?: string | null };
  },
  names: Map<number, string>,
): CustomLeaderboard {
  return {
    _id: row.id,
    name: row.name,
    order: row.order,
    season: row.season,
    isCustom: true,
    competitions: row.competitionIds
      .filter((id) => names.has(id))
      .map((id) => ({ _id: id, name: names.get(id)! })),
    scoringEvents: row.scoringEvents.map(normaliseEventType),
    meta: { imgUrl: row.meta.imgUrl ?? null },
  };
}

/**
 * A competition's settings as a match reads them: its positions in their order, and its gridiron
 * rules when it is scored play by play.
 */
export function presentMatchSettings(settings: CompetitionRow['settings']): MatchCompetitionSettings {
  return {
    type: settings.type ?? null,
    periods: settings.periods,
    periodLengthMinutes: settings.periodLengthMinutes,
    timeouts: settings.timeouts,
    positions: [...settings.positions].sort((a, b) => a.order - b.order),
    gridiron: settings.gridiron ?? null,
  };
}
