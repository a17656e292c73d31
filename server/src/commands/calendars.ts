import { resultsShown } from '@touchline/domain';
import type { Queryable } from '../db/client';
import { notFound } from '../errors';
import type { National } from '../plugins/national';
import { type CalendarMatch, presentCalendar } from '../presenters/calendar';
import { presentMatchSummary } from '../presenters/match';
import type { MatchRow } from '../repositories/lookups';
import { loadMatchContext } from '../repositories/matchContext';
import { matchRepository } from '../repositories/matches';
import { teamRepository } from '../repositories/teams';
import { competitionFound } from './found';

async function calendarOf(
  db: Queryable,
  national: National,
  name: string,
  rows: readonly MatchRow[],
  origin: string,
): Promise<string> {
  const ctx = await loadMatchContext(db, national, rows);
  const matches: CalendarMatch[] = rows.map((row) => ({
    summary: presentMatchSummary(row, ctx),
    updatedAt: row.updatedAt,
  }));
  return presentCalendar(name, matches, national, origin);
}

/** A team's matches as an iCalendar feed whose links start at `origin`. */
export async function loadTeamCalendar(db: Queryable, national: National, teamId: number, origin: string) {
  const team = await teamRepository.byId(db, national.id, teamId);
  if (!team) throw notFound(`team ${teamId}`);
  const rows = await teamRepository.matches(db, national.id, [team.id]);
  return calendarOf(db, national, `${team.name} (${team.season})`, rows, origin);
}

/** A competition's matches as an iCalendar feed; no events while its results are hidden. */
export async function loadCompetitionCalendar(
  db: Queryable,
  national: National,
  competitionId: number,
  origin: string,
) {
  const competition = await competitionFound(db, national.id, competitionId);
  const rows = resultsShown(competition)
    ? await matchRepository.ofCompetition(db, national.id, competition.id)
    : [];
  return calendarOf(db, national, `${competition.name} (${competition.season})`, rows, origin);
}
