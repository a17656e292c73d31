import { gameRules, isLiveStatus, replayGame } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import type { ImportFile, ImportMatch } from '../import/format';
import { validateImport } from '../import/validate';
import { generateDemo } from './generate';
import { roundRobin } from './schedule';

// A Wednesday afternoon in Sydney.
const NOW = new Date('2025-06-18T03:30:00Z');
const YEAR = 2025;
const MINUTE = 60_000;
const DAY = 86_400_000;
const [n14, n12] = generateDemo({ now: NOW }) as [ImportFile, ImportFile];

const PERIOD_STATUSES = [
  'first-quarter',
  'second-quarter',
  'third-quarter',
  'fourth-quarter',
  'first-half',
  'second-half',
];
const at = (m: ImportMatch) => Date.parse(m.dateTime ?? '');
const ids = (file: ImportFile) => ({
  entities: file.entities.map((e) => e.id),
  venues: file.venues.map((v) => v.id),
  members: file.members.map((m) => m.id),
  teams: file.teams.map((t) => t.id),
  competitions: file.competitions.map((c) => c.id),
  matches: file.matches.map((m) => m.id),
});

/** The competitions and teams of gridiron, the national's own sport (its clubs play others too). */
function gridiron(file: ImportFile) {
  const competitions = new Set(file.competitions.filter((c) => c.sportType === 'gridiron').map((c) => c.id));
  const entered = new Set(
    file.competitions.filter((c) => competitions.has(c.id)).flatMap((c) => c.teams.map((t) => t.team)),
  );
  return { competitions, teams: file.teams.filter((t) => entered.has(t.id)) };
}

function expectValid(file: ImportFile) {
  const result = validateImport(JSON.parse(JSON.stringify(file)));
  expect(result.ok ? [] : result.problems.slice(0, 10)).toEqual([]);
}

function sideSum(match: ImportMatch, side: 'home' | 'away') {
  return (match.events ?? [])
    .filter((e) => e.kind === 'scoring' && e.side === side)
    .reduce((s, e) => s + (e.value ?? 0), 0);
}

describe('generateDemo', () => {
  it('is deterministic, and its ids do not depend on now', () => {
    expect(generateDemo({ now: NOW })).toEqual([n14, n12]);
    const later = generateDemo({ now: new Date('2026-02-07T09:15:00Z') });
    expect(later.map(ids)).toEqual([n14, n12].map(ids));
    expect(later[0]!.seasons.map((s) => s.id)).toEqual([2025, 2026]);
  });

  it('produces files that pass the import validation', () => {
    expect(n14.national.id).toBe(14);
    expect(n12.national.id).toBe(12);
    expectValid(n14);
    expectValid(n12);
  });

  it('stays valid, with live matches, results and fixtures, whatever the day and time', () => {
    const nows = [
      '2025-06-14T00:30:00Z',
      '2025-06-14T23:50:00Z',
      '2025-06-15T13:00:00Z',
      '2025-06-20T09:00:00Z',
      '2026-01-01T00:00:00Z',
    ];
    for (const iso of nows) {
      const now = Date.parse(iso);
      const [file] = generateDemo({ now: new Date(iso) }) as [ImportFile];
      expectValid(file);
      const live = file.matches.filter((m) => PERIOD_STATUSES.includes(m.status));
      expect(live.length, iso).toBeGreaterThanOrEqual(3);
      expect(file.matches.some((m) => m.status === 'final' && !m.isBye && now - at(m) < 14 * DAY)).toBe(true);
      expect(file.matches.some((m) => m.status === 'pre-game' && at(m) > now && at(m) - now < 14 * DAY)).toBe(
        true,
      );
      for (const m of file.matches) {
        if (m.status === 'pre-game') expect(at(m), m.id).toBeGreaterThan(now);
        if (m.status === 'final' || isLiveStatus(m.status)) expect(at(m), m.id).toBeLessThan(now);
      }
    }
  });

  it('has the counts of a real national body', () => {
    const current = n14.teams.filter((t) => t.season === YEAR);
    expect(current.length).toBeGreaterThanOrEqual(48);
    expect(n14.teams.some((t) => t.season === YEAR - 1)).toBe(true);
    expect(n14.members.length).toBeGreaterThanOrEqual(1200);
    expect(n14.competitions.filter((c) => c.season === YEAR).length).toBeGreaterThanOrEqual(6);
    expect(n14.competitions.filter((c) => c.season === YEAR - 1).length).toBeGreaterThanOrEqual(2);
    expect(n14.seasons).toEqual([
      { id: YEAR - 1, currentSeason: false },
      { id: YEAR, currentSeason: true },
    ]);
    const owners = new Set(
      n14.competitions.map((c) => (c.owner ? n14.entities.find((e) => e.id === c.owner)!.level : 'national')),
    );
    expect([...owners].sort()).toEqual(['association', 'national', 'state']);
    const states = n14.entities.filter((e) => e.level === 'state');
    expect(states).toHaveLength(5);
    expect(states.filter((s) => !s.meta.primaryColor)).toHaveLength(1);
    const rosters = gridiron(n14)
      .teams.filter((t) => t.season === YEAR && t.roster?.length)
      .map((t) => t.roster!.filter((r) => r.memberType === 'Player').length);
    expect(Math.min(...rosters)).toBeGreaterThanOrEqual(25);
    expect(Math.max(...rosters)).toBeLessThanOrEqual(30);
  });

  it('has private, suspended and photo-less members, exemptions and a hidden team list', () => {
    const hidden = n14.members.filter((m) => !m.isPublic).length / n14.members.length;
    expect(hidden).toBeGreaterThan(0.03);
    expect(hidden).toBeLessThan(0.08);
    expect(n14.members.filter((m) => m.meta?.suspend?.isSuspended).length).toBeGreaterThanOrEqual(3);
    expect(n14.members.some((m) => m.imgUrl === null)).toBe(true);
    expect(n14.members.filter((m) => !m.isPublic).every((m) => m.imgUrl === null)).toBe(true);
    const exemptions = n14.teams.flatMap((t) => t.roster ?? []).flatMap((r) => r.exemptions ?? []);
    expect(new Set(exemptions.map((e) => e.type))).toEqual(new Set(['import', 'dispensation']));
    expect(n14.teams.filter((t) => t.hideTeamList)).toHaveLength(1);
  });

  it('has every match status the app shows, including byes', () => {
    const statuses = new Set(n14.matches.map((m) => m.status));
    for (const s of ['final', 'pre-game', 'forfeit', 'washout', 'cancelled', 'disputed'])
      expect(statuses).toContain(s);
    const byes = n14.matches.filter((m) => m.isBye);
    expect(byes.length).toBeGreaterThan(0);
    for (const b of byes) {
      expect(b.homeTeam).toBeTruthy();
      expect(b.awayTeam).toBeNull();
      expect(['final', 'pre-game']).toContain(b.status);
    }
    const live = n14.matches.filter((m) => PERIOD_STATUSES.includes(m.status));
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const m of live) {
      const minutesAgo = (NOW.getTime() - at(m)) / MINUTE;
      expect(minutesAgo).toBeGreaterThanOrEqual(30);
      expect(minutesAgo).toBeLessThanOrEqual(100);
      expect(m.matchTimeouts).toBeDefined();
      expect(m.events?.length).toBeGreaterThan(0);
    }
  });

  it('scores every match by its events and the forfeit rule', () => {
    for (const file of [n14, n12]) {
      const ladder = new Map(file.competitions.map((c) => [c.id, c.laddertemplate]));
      for (const m of file.matches) {
        if (m.plays?.length) {
          // Played by play: the plays score it, and its events are substitutions only.
          const { settings } = file.competitions.find((c) => c.id === m.competition)!;
          const { final } = replayGame(gameRules(settings.gridiron!, settings), m.plays);
          expect(m.scores, m.id).toEqual({ homeTeam: final.score.home, awayTeam: final.score.away });
          expect(m.events?.filter((e) => e.kind !== 'movement') ?? [], m.id).toEqual([]);
        } else if (m.events?.length)
          expect(m.scores, m.id).toEqual({ homeTeam: sideSum(m, 'home'), awayTeam: sideSum(m, 'away') });
        if (m.status === 'washout') expect(m.scores).toEqual({ homeTeam: 0, awayTeam: 0 });
        if (m.status === 'forfeit') {
          const awarded = ladder.get(m.competition)!.defaultScoreFFReceived;
          const homeForfeits = m.forfeitingTeam === m.homeTeam;
          expect(m.scores).toEqual({
            homeTeam: homeForfeits ? 0 : awarded,
            awayTeam: homeForfeits ? awarded : 0,
          });
        }
      }
    }
  });

  it('plays the latest two rounds and the live matches of gridiron competitions play by play', () => {
    const { competitions } = gridiron(n14);
    for (const c of n14.competitions)
      expect(c.settings.gridiron !== undefined, c.id).toBe(competitions.has(c.id));
    const current = n14.matches.filter(
      (m) => competitions.has(m.competition) && m.competition.includes('-cur-'),
    );
    const live = current.filter((m) => [...PERIOD_STATUSES, 'half-time'].includes(m.status));
    expect(live.length).toBeGreaterThan(0);
    for (const m of live) expect(m.plays?.length, m.id).toBeGreaterThan(0);
    const played = current.filter((m) => m.plays?.length && m.status === 'final');
    expect(played.length).toBeGreaterThan(20);
    for (const m of played) expect(m.plays!.length, m.id).toBeGreaterThan(120);
    // Older results, and last season's, keep the events they were scored with.
    const older = n14.matches.filter(
      (m) => competitions.has(m.competition) && m.status === 'final' && m.events?.length && !m.plays,
    );
    expect(older.some((m) => m.events!.some((e) => e.kind === 'scoring'))).toBe(true);
    expect(n14.matches.filter((m) => m.competition.includes('-prev-') && m.plays).length).toBe(0);
  });

  it('names match-day teams the way a gridiron club does', () => {
    const { competitions } = gridiron(n14);
    const played = n14.matches.filter(
      (m) => competitions.has(m.competition) && m.status === 'final' && m.teamLists && m.events,
    );
    expect(played.length).toBeGreaterThan(100);
    for (const m of played) {
      for (const list of [m.teamLists!.home, m.teamLists!.away]) {
        const players = list.filter((e) => e.isPlayer);
        expect(players.length).toBeGreaterThanOrEqual(22);
        expect(players.length).toBeLessThanOrEqual(26);
        const lineUp = players.filter((e) => e.position?.type === 'line-up');
        expect(lineUp).toHaveLength(11);
        expect(lineUp.every((e) => e.position?.coordinate)).toBe(true);
        expect(list.filter((e) => !e.isPlayer).map((e) => e.memberType)).toEqual(['Coach']);
      }
      expect(m.referees?.length).toBeGreaterThanOrEqual(1);
      expect(m.referees?.length).toBeLessThanOrEqual(3);
      expect(m.playerOfTheMatch).toBeTruthy();
      for (const e of m.events!) {
        expect(e.period).toBeGreaterThanOrEqual(1);
        expect(e.period).toBeLessThanOrEqual(4);
        expect(e.min).toBeLessThan(12);
      }
    }
    expect(played.some((m) => m.events!.some((e) => e.kind === 'movement' && e.off && e.on))).toBe(true);
  });

  it('has divisions within conferences with finals, a knockout cup, an individual competition and varied display settings', () => {
    const current = n14.competitions.filter((c) => c.season === YEAR);
    const pooled = current.find((c) => c.teams.some((t) => t.pool))!;
    expect(new Set(pooled.teams.map((t) => t.pool ?? null))).toEqual(
      new Set(['North Division', 'East Division', 'South Division', 'West Division', null]),
    );
    expect(pooled.rounds.filter((r) => r.type === 'Final').map((r) => [r.number, r.displayName])).toEqual([
      [1, null],
      [2, null],
    ]);
    expect(pooled.conferences?.map((c) => c.pools)).toEqual([
      ['North Division', 'East Division'],
      ['South Division', 'West Division'],
    ]);
    // Every team plays every team of its conference, so a conference's games cross divisions.
    const poolOf = new Map(pooled.teams.map((t) => [t.team, t.pool ?? null]));
    const conferenceOf = (team: string) =>
      pooled.conferences!.find((c) => c.pools.includes(poolOf.get(team) ?? ''))!.name;
    const league = n14.matches.filter((m) => m.competition === pooled.id && m.round?.endsWith('-r1'));
    expect(league.length).toBe(6);
    for (const m of league) {
      expect(conferenceOf(m.homeTeam!)).toBe(conferenceOf(m.awayTeam!));
      expect(m.pool ?? null).toBe(
        poolOf.get(m.homeTeam!) === poolOf.get(m.awayTeam!) ? poolOf.get(m.homeTeam!) : null,
      );
    }
    expect(league.some((m) => m.pool == null)).toBe(true);
    const cup = current.find((c) => c.rounds.some((r) => r.type === 'knockout'))!;
    const window = cup.display.hideRounds[0]!;
    expect(
      n14.matches.some(
        (m) =>
          m.competition === cup.id && at(m) >= window.from && at(m) <= window.to && at(m) > NOW.getTime(),
      ),
    ).toBe(true);
    const individual = current.find((c) => c.gameType === 'indv')!;
    const drills = n14.matches.filter((m) => m.competition === individual.id && m.tableData);
    expect(drills.length).toBeGreaterThan(0);
    expect(drills[0]!.tableData!.rows.length).toBeGreaterThan(0);
    expect(
      current.some(
        (c) => !c.display.ladder && c.gameType === 'teams' && c.rounds.every((r) => r.type === 'regular'),
      ),
    ).toBe(true);
    expect(current.some((c) => !c.display.result)).toBe(true);
    // Gridiron ranks as a gridiron body publishes; the clubs' other sports keep the spec's points
    // table, one with a competition type's sort, and national 12's counts byes as played.
    for (const c of current.filter((x) => x.sportType === 'gridiron')) {
      expect(c.laddertemplate.layout).toBe('gridiron');
      expect(c.laddertemplate.tieBreakers?.map((s) => s.step).at(-1)).toBe('importOrder');
      expect(c.compTypeLaddertemplate).toBeNull();
    }
    expect(current.filter((c) => c.sportType !== 'gridiron').every((c) => !c.laddertemplate.layout)).toBe(
      true,
    );
    expect(current.some((c) => c.compTypeLaddertemplate?.useSortOptions)).toBe(true);
    expect(n12.competitions.some((c) => c.laddertemplate.bonusCountAsPlayed)).toBe(true);
    const wa = current.find((c) => c.name === 'WA Premier Division')!;
    expect(n14.matches.some((m) => m.competition === wa.id && m.status === 'cancelled')).toBe(true);
    expect(n14.customLeaderboards?.[0]?.competitions.length).toBe(2);
  });

  it('has one result group of each type, with the fields its layout shows', () => {
    const groups = new Map((n14.resultGroups ?? []).map((g) => [g.type, g]));
    expect([...groups.keys()].sort()).toEqual([
      'Field Event',
      'Golf',
      'Gymnastics',
      'Race',
      'Team H2H',
      'Tennis',
    ]);
    for (const p of groups.get('Golf')!.participants)
      expect(p.totalScore).toBe(p.scores!.reduce((a, b) => a + b, 0));
    expect(groups.get('Race')!.participants.every((p) => p.position && /^\d+:\d\d$/.test(p.time ?? ''))).toBe(
      true,
    );
    const tennis = groups.get('Tennis')!;
    expect(tennis.singlesDoubles).toBe('doubles');
    expect(
      tennis.matches.every((m) => m.participants?.length === 2 && m.participants.every((p) => p.name2)),
    ).toBe(true);
    expect(groups.get('Team H2H')!.matches.every((m) => m.team1 && m.team2)).toBe(true);
    expect(groups.get('Field Event')!.participants.every((p) => p.position && p.distanceHeight)).toBe(true);
    expect(groups.get('Gymnastics')!.participants.every((p) => p.position && p.score)).toBe(true);
  });

  it('gives national 12 its own settings, sport and ids', () => {
    expect(n12.national.settings).toEqual({
      fieldView: true,
      substitutesOnFieldView: true,
      reportDownloads: true,
      statColumnOrder: 'merged',
      hideMissedEvents: true,
      playerOfTheMatch: false,
      matchCentreBackground: 'default',
    });
    expect(n12.national.presentation.useExplorer).toBe(false);
    expect(n12.eventTypes.map((t) => t.name)).toContain('Missed Goal');
    expect(n12.teams.length).toBeGreaterThanOrEqual(8);
    expect(n12.matches.some((m) => m.status === 'final')).toBe(true);
    const all = Object.values(ids(n12)).flat();
    expect(all.every((id) => id.startsWith('n12-'))).toBe(true);
  });

  it('multiplies national 14 by scale', () => {
    const [scaled] = generateDemo({ now: NOW, scale: 2 }) as [ImportFile];
    // Gridiron divisions are what scale multiplies; the other sports' competitions stay as they are.
    const count = (f: ImportFile) => gridiron(f).teams.filter((t) => t.season === YEAR).length;
    const ratio = count(scaled) / count(n14);
    expect(ratio).toBeGreaterThan(1.8);
    expect(ratio).toBeLessThan(2.2);
    expect(scaled.members.length).toBeGreaterThan(n14.members.length * 1.8);
    expectValid(scaled);
    expect(() => generateDemo({ now: NOW, scale: 0 })).toThrow();
  });
});

describe('roundRobin', () => {
  it('pairs every team with every other once, and gives a bye to one team a round when odd', () => {
    for (const size of [5, 6, 7, 8]) {
      const teams = Array.from({ length: size }, (_, i) => `t${i}`);
      const rounds = roundRobin(teams);
      const pairs = new Set<string>();
      for (const round of rounds) {
        const seen = round.flatMap((p) => (p.away ? [p.home, p.away] : [p.home]));
        expect(new Set(seen).size).toBe(size);
        expect(round.filter((p) => p.away === null)).toHaveLength(size % 2);
        for (const p of round) if (p.away) pairs.add([p.home, p.away].sort().join('-'));
      }
      expect(pairs.size).toBe((size * (size - 1)) / 2);
    }
  });
});
