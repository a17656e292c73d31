import {
  DEFAULT_COLOURS,
  isLiveStatus,
  longDateTime,
  lowestOrganisation,
  statusSequenceFor,
  zoneOrFallback,
} from '@touchline/domain';
import type { FastifyInstance } from 'fastify';
import type { Scope } from '../cache/versions';
import type { National } from '../plugins/national';
import { presentOrgTree } from '../presenters/team';
import { competitionRepository } from '../repositories/competitions';
import { type EntityRow, load, type TeamRow } from '../repositories/lookups';
import { loadMatchContext } from '../repositories/matchContext';
import { matchRepository } from '../repositories/matches';
import { nationalRepository } from '../repositories/national';
import { teamRepository } from '../repositories/teams';
import { catalogue, matchScopes } from '../routes/shared';
import { Lru } from './lru';
import { competitionLabel, initials, type MatchWords, scoreShown, statusText, TBA } from './text';

/** The deployment's national as a card shows it: its name and its three colours. */
export interface Site {
  name: string;
  primary: string;
  secondary: string;
  highlight: string;
}

/** A team as a card draws it: its name, initials and colours (its club's, else the national's). */
export interface TeamFace {
  name: string;
  initials: string;
  primary: string;
  secondary: string;
}

export interface MatchSubject {
  words: MatchWords;
  live: boolean;
  home: TeamFace;
  away: TeamFace;
  site: Site;
}

export interface TeamSubject {
  team: TeamFace;
  /** Its club (else association, state) as a card's line names it, or null. */
  organisation: string | null;
  season: number;
  site: Site;
}

export interface CompetitionSubject {
  name: string;
  season: number;
  /** The entity that runs it, or null when the national does. */
  owner: string | null;
  site: Site;
}

/** Subjects kept, keyed by the versions they were read at. */
const REMEMBERED = 500;

/**
 * What the share cards and link previews show of a match, team or competition of the
 * deployment's national: public data only, by the API's rules (a match whose results are hidden
 * is not found, as `publicById` finds it for the match centre). Each is read once per version
 * of what it is built from (the scopes the API's answers use), so a new score reads it anew.
 * Null for an id the national does not have.
 */
export function createSubjects(app: FastifyInstance, nationalId: number) {
  const known = new Lru<string, Promise<unknown>>(REMEMBERED);
  const national = { id: nationalId };

  async function remembered<T>(key: string, scopes: Scope[], read: (n: National) => Promise<T | null>) {
    const row = await app.versions.national(nationalId);
    if (!row) return null;
    const versions = await app.versions.versionsOf(scopes);
    return known.remember(`${key}@${versions.join(',')}`, () => read(row)) as Promise<T | null>;
  }

  return {
    async match(id: number): Promise<MatchSubject | null> {
      return remembered(`match:${id}`, await matchScopes(app.db, national, id), (n) => readMatch(app, n, id));
    },
    team(id: number): Promise<TeamSubject | null> {
      return remembered(`team:${id}`, catalogue(national), (n) => readTeam(app, n, id));
    },
    competition(id: number): Promise<CompetitionSubject | null> {
      return remembered(`competition:${id}`, catalogue(national), (n) => readCompetition(app, n, id));
    },
  };
}

export type Subjects = ReturnType<typeof createSubjects>;

async function readMatch(app: FastifyInstance, national: National, id: number): Promise<MatchSubject | null> {
  const match = await matchRepository.publicById(app.db, national.id, id);
  if (!match) return null;
  const [ctx, statuses] = await Promise.all([
    loadMatchContext(app.db, national, [match]),
    nationalRepository.statuses(app.db, national.id),
  ]);
  const site = siteOf(national);
  const face = (teamId: number | null) =>
    teamFace(teamId == null ? null : (ctx.teams.get(teamId) ?? null), ctx.entities, site);
  const competition = ctx.competitions.get(match.competitionId)!;
  const venue = match.venueId == null ? undefined : ctx.venues.get(match.venueId);
  const home = face(match.homeTeamId);
  const away = face(match.awayTeamId);
  const shown = scoreShown(match.status, match.homeScore, match.awayScore);
  return {
    words: {
      home: home.name,
      away: away.name,
      score: shown ? { home: match.homeScore, away: match.awayScore } : null,
      status: statusText(match.status, statusSequenceFor(statuses, match.periodType)),
      kickoff: match.dateTime
        ? longDateTime(match.dateTime, zoneOrFallback(venue?.timezone, national.timezone))
        : null,
      competition: competitionLabel(competition.name, competition.season),
    },
    live: isLiveStatus(match.status),
    home,
    away,
    site,
  };
}

async function readTeam(app: FastifyInstance, national: National, id: number): Promise<TeamSubject | null> {
  const team = await teamRepository.byId(app.db, national.id, id);
  if (!team) return null;
  const entities = await load.entities(app.db, national.id, team.ancestors);
  const site = siteOf(national);
  const organisation = lowestOrganisation(presentOrgTree(team.ancestors, entities, national), team.name);
  return {
    team: teamFace(team, entities, site),
    organisation: organisation?.name ?? null,
    season: team.season,
    site,
  };
}

async function readCompetition(
  app: FastifyInstance,
  national: National,
  id: number,
): Promise<CompetitionSubject | null> {
  const competition = await competitionRepository.byId(app.db, national.id, id);
  if (!competition) return null;
  const owners = await load.entities(app.db, national.id, [competition.ownerEntityId]);
  const owner = competition.ownerEntityId == null ? undefined : owners.get(competition.ownerEntityId);
  return {
    name: competition.name,
    season: competition.season,
    owner: owner?.name ?? null,
    site: siteOf(national),
  };
}

/** The national's name and colours, each colour it lacks the product's own. */
export function siteOf(national: Pick<National, 'name' | 'meta'>): Site {
  const { meta } = national;
  return {
    name: meta.name?.trim() || national.name,
    primary: meta.primaryColor ?? DEFAULT_COLOURS.primary,
    secondary: meta.secondaryColor ?? DEFAULT_COLOURS.secondary,
    highlight: meta.highlightColor ?? DEFAULT_COLOURS.highlight,
  };
}

/**
 * A team's colours: its club's, else those of the nearest entity above it that has them (its
 * association's, its state's), else the national's. A side not yet known is 'TBA'.
 */
function teamFace(team: TeamRow | null, entities: Map<number, EntityRow>, site: Site): TeamFace {
  if (!team) return { name: TBA, initials: TBA, primary: site.secondary, secondary: site.highlight };
  const ranked = ['club', 'association', 'state'] as const;
  const above = team.ancestors
    .map((id) => entities.get(id))
    .filter((entity): entity is EntityRow => entity?.meta.primaryColor !== undefined)
    .sort((a, b) => ranked.indexOf(a.level as never) - ranked.indexOf(b.level as never));
  const coloured = above[0];
  return {
    name: team.name,
    initials: initials(team.name),
    primary: coloured?.meta.primaryColor ?? site.primary,
    secondary: coloured?.meta.secondaryColor ?? site.secondary,
  };
}
