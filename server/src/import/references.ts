import { finalsRefusal, matchEventType } from '@touchline/domain';
import { type ImportFile, INT_MAX, INT_MIN } from './format';
import { gridironSettingsProblems, playProblems } from './plays';
import type { ImportProblem } from './validate';

type Ids = Map<string, number>;

/** Indexes a list by id, reporting duplicates. */
function index<T extends { id: string | number }>(
  items: readonly T[],
  path: string,
  problems: ImportProblem[],
): Ids {
  const ids: Ids = new Map();
  items.forEach((item, i) => {
    const id = String(item.id);
    if (ids.has(id))
      problems.push({
        path: `${path}[${i}].id`,
        message: `duplicates the id '${id}' of ${path}[${ids.get(id)}]`,
      });
    else ids.set(id, i);
  });
  return ids;
}

/**
 * Checks what a schema cannot: ids are unique, every reference names a record in the
 * file, and the records agree with each other (a round belongs to its match's competition,
 * an event's type is the national's or, in a competition with custom scoring events, the
 * competition's own, an event's player is on that side's team list, a forfeiting team plays
 * in the match, a match's pool is one of its competition's, a match's plays replay), and nothing the database would
 * refuse as a duplicate or an overflow follows from them.
 */
export function checkReferences(file: ImportFile): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const need = (ids: Ids, ref: string | null | undefined, path: string, what: string) => {
    if (ref != null && !ids.has(ref))
      problems.push({ path, message: `names ${what} '${ref}', which is not in the file` });
  };

  const seasons = index(file.seasons, '$.seasons', problems);
  if (file.seasons.filter((s) => s.currentSeason).length > 1)
    problems.push({ path: '$.seasons', message: 'has more than one season with currentSeason true' });
  const eventKeys = new Set<string>();
  file.eventTypes.forEach((t, i) => {
    const key = `${t.kind}:${t.type}`;
    if (eventKeys.has(key))
      problems.push({ path: `$.eventTypes[${i}]`, message: `duplicates the ${t.kind} type ${t.type}` });
    eventKeys.add(key);
  });
  const statusKeys = new Set<string>();
  file.statuses?.forEach((s, i) => {
    const key = `${s.periodType}:${s.value}`;
    if (statusKeys.has(key))
      problems.push({
        path: `$.statuses[${i}]`,
        message: `duplicates the status '${s.value}' of period type ${s.periodType}`,
      });
    statusKeys.add(key);
  });
  const settingsOf = new Map(file.competitions.map((c) => [c.id, c.settings]));
  const season = (value: number, path: string) => need(seasons, String(value), path, 'the season');

  const entities = index(file.entities, '$.entities', problems);
  const levels = new Map(file.entities.map((e) => [e.id, e.level]));
  const parentLevel = { state: [undefined], association: ['state'], club: ['association', 'state'] } as const;
  const slugs = new Set<string>();
  file.entities.forEach((e, i) => {
    const path = `$.entities[${i}]`;
    need(entities, e.parent, `${path}.parent`, 'the entity');
    const parent = e.parent == null ? undefined : levels.get(e.parent);
    if (
      e.parent != null &&
      parent &&
      !(parentLevel[e.level] as readonly (string | undefined)[]).includes(parent)
    )
      problems.push({ path: `${path}.parent`, message: `a ${e.level} cannot sit under a ${parent}` });
    if (e.parent == null && e.level !== 'state')
      problems.push({ path: `${path}.parent`, message: `a ${e.level} needs a parent entity` });
    const slug = `${e.level}/${e.slug}`;
    if (slugs.has(slug))
      problems.push({ path: `${path}.slug`, message: `duplicates the ${e.level} slug '${e.slug}'` });
    slugs.add(slug);
  });

  const venues = index(file.venues, '$.venues', problems);
  const members = index(file.members, '$.members', problems);
  const teams = index(file.teams, '$.teams', problems);
  file.teams.forEach((t, i) => {
    const path = `$.teams[${i}]`;
    season(t.season, `${path}.season`);
    need(entities, t.club, `${path}.club`, 'the club');
    if (t.club != null && levels.get(t.club) && levels.get(t.club) !== 'club')
      problems.push({
        path: `${path}.club`,
        message: `names '${t.club}', which is a ${levels.get(t.club)}, not a club`,
      });
    const seen = new Set<string>();
    t.roster?.forEach((r, j) => {
      need(members, r.member, `${path}.roster[${j}].member`, 'the member');
      if (seen.has(r.member))
        problems.push({ path: `${path}.roster[${j}].member`, message: `lists '${r.member}' twice` });
      seen.add(r.member);
    });
  });

  const competitions = index(file.competitions, '$.competitions', problems);
  const roundsOf = new Map<string, Ids>();
  const teamsOf = new Map<string, Set<string>>();
  const poolsOf = new Map<string, Set<string>>();
  file.competitions.forEach((c, i) => {
    const path = `$.competitions[${i}]`;
    season(c.season, `${path}.season`);
    need(entities, c.owner, `${path}.owner`, 'the entity');
    roundsOf.set(c.id, index(c.rounds, `${path}.rounds`, problems));
    const entered = new Set<string>();
    c.teams.forEach((t, j) => {
      need(teams, t.team, `${path}.teams[${j}].team`, 'the team');
      if (entered.has(t.team))
        problems.push({ path: `${path}.teams[${j}].team`, message: `enters '${t.team}' twice` });
      entered.add(t.team);
    });
    teamsOf.set(c.id, entered);
    const pools = new Set(c.teams.flatMap((t) => (t.pool == null ? [] : [t.pool])));
    poolsOf.set(c.id, pools);
    const placed = new Set<string>();
    c.conferences?.forEach((conference, j) => {
      conference.pools.forEach((pool, k) => {
        const at = `${path}.conferences[${j}].pools[${k}]`;
        if (!pools.has(pool))
          problems.push({
            path: at,
            message: `names the pool '${pool}', which no team of '${c.id}' plays in`,
          });
        else if (placed.has(pool))
          problems.push({ path: at, message: `puts the pool '${pool}' in a second conference` });
        placed.add(pool);
      });
    });
    index(c.ladderAdjustments ?? [], `${path}.ladderAdjustments`, problems);
    c.ladderAdjustments?.forEach((a, j) => {
      if (!entered.has(a.team))
        problems.push({
          path: `${path}.ladderAdjustments[${j}].team`,
          message: `names '${a.team}', which is not entered in the competition`,
        });
    });
  });

  file.customLeaderboards?.forEach((l, i) => {
    const path = `$.customLeaderboards[${i}]`;
    season(l.season, `${path}.season`);
    need(entities, l.owner, `${path}.owner`, 'the entity');
    l.competitions.forEach((c, j) => {
      need(competitions, c, `${path}.competitions[${j}]`, 'the competition');
    });
  });
  index(file.customLeaderboards ?? [], '$.customLeaderboards', problems);
  problems.push(...gridironSettingsProblems(file));
  file.competitions.forEach((c, i) => {
    const refusal = c.settings.finals && finalsRefusal(c.settings.finals);
    if (refusal) problems.push({ path: `$.competitions[${i}].settings.finals`, message: refusal });
  });

  index(file.matches, '$.matches', problems);
  file.matches.forEach((m, i) => {
    checkMatch(m, `$.matches[${i}]`);
  });
  index(file.resultGroups ?? [], '$.resultGroups', problems);
  return problems;

  function checkMatch(m: ImportFile['matches'][number], path: string) {
    need(competitions, m.competition, `${path}.competition`, 'the competition');
    const rounds = roundsOf.get(m.competition);
    if (rounds && m.round != null && !rounds.has(m.round))
      problems.push({
        path: `${path}.round`,
        message: `names the round '${m.round}', which is not a round of '${m.competition}'`,
      });
    const pools = poolsOf.get(m.competition);
    if (pools && m.pool != null && !pools.has(m.pool))
      problems.push({
        path: `${path}.pool`,
        message: `names the pool '${m.pool}', which is not a pool of '${m.competition}' (${
          pools.size ? `its pools: ${[...pools].map((p) => `'${p}'`).join(', ')}` : 'it has none'
        })`,
      });
    need(venues, m.venue, `${path}.venue`, 'the venue');
    need(teams, m.homeTeam, `${path}.homeTeam`, 'the team');
    need(teams, m.awayTeam, `${path}.awayTeam`, 'the team');
    const entered = teamsOf.get(m.competition);
    for (const side of ['homeTeam', 'awayTeam'] as const) {
      const team = m[side];
      if (team != null && entered && teams.has(team) && !entered.has(team))
        problems.push({
          path: `${path}.${side}`,
          message: `names '${team}', which is not entered in '${m.competition}'`,
        });
    }
    if (m.homeTeam != null && m.homeTeam === m.awayTeam)
      problems.push({ path: `${path}.awayTeam`, message: 'is the same team as homeTeam' });
    if (m.forfeitingTeam != null && m.forfeitingTeam !== m.homeTeam && m.forfeitingTeam !== m.awayTeam)
      problems.push({
        path: `${path}.forfeitingTeam`,
        message: `names '${m.forfeitingTeam}', which does not play in this match`,
      });
    m.referees?.forEach((r, j) => {
      need(members, r, `${path}.referees[${j}]`, 'the member');
    });
    need(members, m.playerOfTheMatch, `${path}.playerOfTheMatch`, 'the member');
    const listed = { home: new Set<string>(), away: new Set<string>() };
    for (const side of ['home', 'away'] as const) {
      m.teamLists?.[side].forEach((entry, j) => {
        const at = `${path}.teamLists.${side}[${j}].member`;
        need(members, entry.member, at, 'the member');
        if (listed[side].has(entry.member))
          problems.push({ path: at, message: `lists '${entry.member}' twice` });
        listed[side].add(entry.member);
      });
    }
    const eventIds = new Set<string>();
    const total = { home: 0, away: 0 };
    m.events?.forEach((e, j) => {
      const at = `${path}.events[${j}]`;
      if (eventIds.has(e.id))
        problems.push({ path: `${at}.id`, message: `duplicates the event id '${e.id}'` });
      eventIds.add(e.id);
      // An unknown competition is reported above; its events are checked as the national's.
      const settings = settingsOf.get(m.competition) ?? { useCustomScoringEvents: false, scoringEvents: [] };
      const type = matchEventType(e.kind, e.type, settings, file.eventTypes);
      if (e.kind === 'scoring') total[e.side] += e.value ?? type?.value ?? 0;
      if (!type)
        problems.push({
          path: `${at}.type`,
          message:
            e.kind === 'scoring' && settings.useCustomScoringEvents
              ? `is not one of the scoring events of '${m.competition}', which uses its own`
              : `is not a ${e.kind} type of the national`,
        });
      if ((e.side === 'home' ? m.homeTeam : m.awayTeam) == null)
        problems.push({ path: `${at}.side`, message: `is '${e.side}', but the match has no ${e.side} team` });
      for (const role of ['player', 'off', 'on'] as const) {
        const who = e[role];
        need(members, who, `${at}.${role}`, 'the member');
        if (who != null && m.teamLists && members.has(who) && !listed[e.side].has(who))
          problems.push({
            path: `${at}.${role}`,
            message: `names '${who}', who is not on the ${e.side} team list`,
          });
      }
    });
    problems.push(...playProblems(file, m, path, { members, listed }));
    // Without scores, a match's score is the sum of its events', and must fit its column.
    for (const side of ['home', 'away'] as const)
      if (!m.scores && (total[side] > INT_MAX || total[side] < INT_MIN))
        problems.push({
          path: `${path}.events`,
          message: `add up to ${total[side]} for the ${side} side, beyond what the database stores: give the scores`,
        });
  }
}
