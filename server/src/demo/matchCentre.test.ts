import {
  isPenaltyShootout,
  matchEventType,
  PENALTY_PERIOD,
  penaltyScores,
  type ScoreEvent,
  setNumber,
  setsWon,
  setTable,
  shootoutPanel,
} from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import type { ImportCompetition, ImportFile, ImportMatch } from '../import/format';
import { generateDemo } from './generate';

// The same Wednesday afternoon in Sydney as generate.test.ts.
const NOW = new Date('2025-06-18T03:30:00Z');
const DAY = 86_400_000;
const NOWS = ['2025-06-14T00:30:00Z', '2025-06-15T13:00:00Z', '2025-06-20T09:00:00Z', '2026-01-01T00:00:00Z'];
const UNDER_WAY = ['first-quarter', 'second-quarter', 'third-quarter', 'fourth-quarter', 'half-time'];

const [n14] = generateDemo({ now: NOW }) as [ImportFile];
const at = (m: ImportMatch) => Date.parse(m.dateTime ?? '');

function sport(file: ImportFile, sportType: string): ImportCompetition {
  const found = file.competitions.find((c) => c.sportType === sportType);
  if (!found) throw new Error(`no ${sportType} competition`);
  return found;
}
const matchesOf = (file: ImportFile, c: ImportCompetition) =>
  file.matches.filter((m) => m.competition === c.id);
const volleyball = sport(n14, 'beach-volleyball');
const soccer = sport(n14, 'soccer');

/** A match's scoring events as the match centre reads them: named by their competition's types. */
function scoreEvents(file: ImportFile, m: ImportMatch): ScoreEvent[] {
  const { settings } = file.competitions.find((c) => c.id === m.competition)!;
  return (m.events ?? [])
    .filter((e) => e.kind === 'scoring')
    .map((e) => ({
      name: matchEventType('scoring', e.type, settings, file.eventTypes)!.name,
      value: e.value ?? 0,
      isHomeTeam: e.side === 'home',
      period: e.period,
      min: e.min,
      sec: e.sec,
      type: 'scoring',
    }));
}

/** Whether a set's score has finished it: 21 (15 in the third set) and two clear. */
const setOver = (set: number, home: number, away: number) =>
  Math.max(home, away) >= (set === 3 ? 15 : 21) && Math.abs(home - away) >= 2;

/** Members who are not public, on a live list of NSW Premier Division, who scored in a final with lists. */
function privateScorers(file: ImportFile): string[] {
  const hidden = new Set(file.members.filter((m) => !m.isPublic).map((m) => m.id));
  const scorers = new Set(
    file.matches
      .filter((m) => m.status === 'final' && m.teamLists)
      .flatMap((m) => m.events ?? [])
      .filter((e) => e.kind === 'scoring' && e.player)
      .map((e) => e.player),
  );
  return file.matches
    .filter((m) => m.competition === 'n14-c-cur-nsw-div1' && UNDER_WAY.includes(m.status))
    .flatMap((m) => [...(m.teamLists?.home ?? []), ...(m.teamLists?.away ?? [])])
    .map((entry) => entry.member)
    .filter((id) => hidden.has(id) && scorers.has(id));
}

describe('the demo holds a match of every kind the match centre shows', () => {
  it('has gridiron matches before kick-off, in a quarter, at half-time and final', () => {
    const statuses = new Set(
      n14.matches.filter((m) => m.competition === 'n14-c-cur-nsw-div1').map((m) => m.status),
    );
    for (const status of [
      'pre-game',
      'second-quarter',
      'half-time',
      'third-quarter',
      'fourth-quarter',
      'final',
    ])
      expect(statuses.has(status as ImportMatch['status']), status).toBe(true);
  });

  it("scores the clubs' other sports with their own types, leaving the national's gridiron types alone", () => {
    expect(n14.eventTypes.filter((t) => t.kind === 'scoring').map((t) => t.name)).toEqual([
      'Touchdown',
      'Conversion',
      'Two-Point Conversion',
      'Field Goal',
      'Safety',
      'Missed Field Goal',
    ]);
    const national = new Set(n14.eventTypes.map((t) => t.type));
    const codes = (c: ImportCompetition) => c.settings.scoringEvents.map((t) => t.type);
    for (const c of [volleyball, soccer]) {
      expect(c.settings.useCustomScoringEvents, c.id).toBe(true);
      expect(codes(c).length).toBeGreaterThanOrEqual(3);
      expect(codes(c).filter((code) => national.has(code))).toEqual([]);
      const used = matchesOf(n14, c).flatMap((m) => (m.events ?? []).filter((e) => e.kind === 'scoring'));
      expect(used.length).toBeGreaterThan(0);
      expect(used.every((e) => codes(c).includes(e.type))).toBe(true);
    }
    expect(codes(volleyball).filter((code) => codes(soccer).includes(code))).toEqual([]);
    const others = n14.competitions.filter((c) => c !== volleyball && c !== soccer);
    expect(others.filter((c) => c.settings.useCustomScoringEvents)).toEqual([]);
  });

  it('has set-scored finals decided by their sets, one with three sets and a set entered by hand', () => {
    const { periods, periodType } = volleyball.settings;
    expect(periods).toBe(3);
    const labels = (n14.statuses ?? []).filter((s) => s.periodType === periodType).map((s) => s.label);
    expect(labels).toEqual(['First Set', 'Second Set', 'Third Set', 'Final']);
    const finals = matchesOf(n14, volleyball).filter((m) => m.status === 'final');
    expect(finals.length).toBeGreaterThanOrEqual(4);
    for (const m of finals) {
      expect(m.setScoring?.useSetScoring, m.id).toBe(true);
      expect(m.currentSetId, m.id).toBeTruthy();
      const won = setsWon(m.setScores ?? []);
      expect(Math.max(won.homeTeam, won.awayTeam), m.id).toBe(2);
      // The ladder ranks on the scores, so the side that won the sets also leads on points.
      expect(won.homeTeam > won.awayTeam, m.id).toBe(m.scores!.homeTeam > m.scores!.awayTeam);
      for (const row of setTable(m.setScores ?? []))
        expect(setOver(row.number, row.homeTeam, row.awayTeam), m.id).toBe(true);
      if (!m.events?.length) continue;
      // Rally by rally: each set's events add up to its score.
      for (const row of setTable(m.setScores ?? [])) {
        const inSet = scoreEvents(n14, m).filter((e) => e.period === row.number);
        expect(inSet.filter((e) => e.isHomeTeam).length, m.id).toBe(row.homeTeam);
        expect(inSet.filter((e) => !e.isHomeTeam).length, m.id).toBe(row.awayTeam);
      }
    }
    expect(
      finals.some((m) => setTable(m.setScores ?? []).length === 3 && m.setScores!.some((s) => s.manual)),
    ).toBe(true);
    expect(finals.some((m) => setTable(m.setScores ?? []).length === 3 && m.events?.length)).toBe(true);
  });

  it('has set-scored matches in progress, each in a later set with the earlier ones complete', () => {
    const live = matchesOf(n14, volleyball).filter((m) => m.status === 'sets');
    expect(live.length).toBeGreaterThanOrEqual(1);
    for (const m of live) {
      const sets = m.setScores ?? [];
      expect(at(m)).toBeLessThan(NOW.getTime());
      expect(m.currentSetId, m.id).toBe(sets.at(-1)?.setId);
      const current = setNumber(m.currentSetId!, sets);
      expect(current, m.id).toBeGreaterThanOrEqual(2);
      const rows = setTable(sets);
      for (const row of rows.slice(0, -1)) expect(setOver(row.number, row.homeTeam, row.awayTeam)).toBe(true);
      const playing = rows.at(-1)!;
      expect(playing.number).toBe(current);
      expect(setOver(current, playing.homeTeam, playing.awayTeam), m.id).toBe(false);
    }
    const tablet = live.find((m) => m.events?.length);
    expect(Math.max(...(tablet?.events ?? []).map((e) => e.period))).toBe(Number(tablet?.currentSetId));
    expect(live.some((m) => setNumber(m.currentSetId!, m.setScores ?? []) === 3)).toBe(true);
  });

  it('has a penalty shoot-out under way, with kicks scored, missed and still to come', () => {
    const m = matchesOf(n14, soccer).find((match) => match.status === 'penalty');
    expect(m).toBeDefined();
    const events = scoreEvents(n14, m!);
    const kicks = events.filter((e) => e.period === PENALTY_PERIOD);
    expect(isPenaltyShootout('penalty', events)).toBe(true);
    expect(kicks.every((e) => e.name.includes('Penalty'))).toBe(true);
    expect(kicks.some((e) => e.value === 1 && !e.name.includes('Miss'))).toBe(true);
    expect(kicks.some((e) => e.value === 0 && e.name.includes('Miss'))).toBe(true);
    for (const home of [true, false]) {
      const taken = kicks.filter((e) => e.isHomeTeam === home).length;
      expect(taken).toBeGreaterThan(0);
      expect(taken).toBeLessThan(5);
    }
    const panel = shootoutPanel(events);
    expect(panel.homeTeam).toContain('pending');
    expect(panel.awayTeam).toContain('pending');
    expect([...panel.homeTeam, ...panel.awayTeam]).toEqual(expect.arrayContaining(['won', 'lost']));
    const scores = penaltyScores(events, m!.scores);
    expect(scores.homeTeam.score).toBe(scores.awayTeam.score);
  });

  it('has a final decided on penalties after a draw', () => {
    const decided = matchesOf(n14, soccer).filter(
      (m) => m.status === 'final' && m.events?.some((e) => e.period === PENALTY_PERIOD),
    );
    expect(decided.length).toBeGreaterThanOrEqual(1);
    for (const m of decided) {
      const events = scoreEvents(n14, m);
      expect(isPenaltyShootout('final', events)).toBe(true);
      const { homeTeam, awayTeam } = penaltyScores(events, m.scores);
      expect(homeTeam.score).toBeGreaterThan(0);
      expect(homeTeam.score).toBe(awayTeam.score);
      expect(homeTeam.count).not.toBe(awayTeam.count);
      expect(m.scores!.homeTeam > m.scores!.awayTeam).toBe(homeTeam.count > awayTeam.count);
    }
  });

  it("shows a gridiron league's match centres per period, but not NSW Premier Division's", () => {
    const perPeriod = n14.competitions.filter((c) => {
      const matches = matchesOf(n14, c);
      return matches.length > 0 && matches.every((m) => m.perPeriodScore);
    });
    expect(perPeriod.map((c) => c.sportType)).toContain('gridiron');
    const played = perPeriod.find((c) => {
      const statuses = matchesOf(n14, c).map((m) => m.status);
      return c.sportType === 'gridiron' && statuses.includes('final') && statuses.includes('pre-game');
    });
    expect(played).toBeDefined();
    expect(matchesOf(n14, played!).some((m) => m.status === 'final' && m.events?.length)).toBe(true);
    expect(n14.matches.filter((m) => m.competition === 'n14-c-cur-nsw-div1' && m.perPeriodScore)).toEqual([]);
  });

  it('names a private player on a live NSW Premier Division list who has scored in a final, whatever the day', () => {
    expect(privateScorers(n14).length).toBeGreaterThan(0);
    for (const iso of NOWS) {
      const [file] = generateDemo({ now: new Date(iso) }) as [ImportFile];
      expect(privateScorers(file), iso).toEqual(privateScorers(n14));
    }
  });

  it('gives every match of the other sports a venue, a date near now, referees and team lists', () => {
    for (const m of [...matchesOf(n14, volleyball), ...matchesOf(n14, soccer)]) {
      expect(m.venue, m.id).toBeTruthy();
      expect(Math.abs(at(m) - NOW.getTime()), m.id).toBeLessThan(21 * DAY);
      if (m.status === 'pre-game') expect(at(m), m.id).toBeGreaterThan(NOW.getTime());
      else expect(at(m), m.id).toBeLessThan(NOW.getTime());
      if (m.isTba) continue;
      expect(m.referees?.length, m.id).toBeGreaterThanOrEqual(1);
      if (m.status !== 'pre-game') {
        const lineUp = m.teamLists!.home.filter((e) => e.position?.type === 'line-up');
        expect(lineUp.length).toBe(m.competition === soccer.id ? 11 : 4);
        expect(lineUp.every((e) => e.position?.coordinate)).toBe(true);
      }
    }
  });

  it('keeps every kind of match whatever the day and time', () => {
    for (const iso of NOWS) {
      const [file] = generateDemo({ now: new Date(iso) }) as [ImportFile];
      const statuses = (c: ImportCompetition) => matchesOf(file, c).map((m) => m.status);
      expect(statuses(sport(file, 'beach-volleyball')), iso).toEqual(
        expect.arrayContaining(['final', 'sets', 'pre-game']),
      );
      expect(statuses(sport(file, 'soccer')), iso).toEqual(
        expect.arrayContaining(['final', 'penalty', 'pre-game']),
      );
    }
  });
});
