/**
 * Fixture maths: round-robin pairings by the circle method, and a simple standings table
 * for seeding finals from results.
 */
import type { ImportMatch } from '../import/format';

/** One pairing; `away` null means `home` has the bye. */
export interface Pairing {
  home: string;
  away: string | null;
}

/**
 * Round-robin rounds by the circle method: the first team stays put and the rest rotate.
 * An odd field gets a bye slot, so each round one team rests. The second half of a double
 * round robin repeats the first with home and away swapped.
 */
export function roundRobin(teams: readonly string[], double = false): Pairing[][] {
  const slots: (string | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = slots.length;
  const rounds: Pairing[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      let a = slots[i] ?? null;
      let b = slots[n - 1 - i] ?? null;
      // Alternate the fixed team's home games; the rest alternate through the rotation.
      if ((i === 0 && r % 2 === 1) || (i > 0 && (r + i) % 2 === 1)) [a, b] = [b, a];
      if (a === null && b === null) continue;
      round.push(a === null ? { home: b!, away: null } : { home: a, away: b });
    }
    // Byes last, so a round reads as its matches followed by who rests.
    round.sort((x, y) => Number(x.away === null) - Number(y.away === null));
    rounds.push(round);
    slots.splice(1, 0, slots.pop()!);
  }
  if (!double) return rounds;
  const returns = rounds.map((round) =>
    round.map((p) => (p.away === null ? p : { home: p.away, away: p.home })),
  );
  return [...rounds, ...returns];
}

/** One team's line in a standings table. */
export interface Standing {
  team: string;
  points: number;
  diff: number;
  pointsFor: number;
}

/** Standings from final and forfeited matches: 4 for a win, 2 for a draw, then difference. */
export function standings(teams: readonly string[], matches: readonly ImportMatch[]): Standing[] {
  const table = new Map(teams.map((team) => [team, { team, points: 0, diff: 0, pointsFor: 0 }]));
  for (const m of matches) {
    if (m.isBye || !m.homeTeam || !m.awayTeam || !m.scores) continue;
    if (m.status !== 'final' && m.status !== 'forfeit') continue;
    const home = table.get(m.homeTeam);
    const away = table.get(m.awayTeam);
    if (!home || !away) continue;
    const { homeTeam: h, awayTeam: a } = m.scores;
    home.pointsFor += h;
    away.pointsFor += a;
    home.diff += h - a;
    away.diff += a - h;
    home.points += h > a ? 4 : h === a ? 2 : 0;
    away.points += a > h ? 4 : h === a ? 2 : 0;
  }
  return [...table.values()].sort(
    (x, y) =>
      y.points - x.points || y.diff - x.diff || y.pointsFor - x.pointsFor || x.team.localeCompare(y.team),
  );
}

/** The winner of a decided match, or null while it is undecided. */
export function winnerOf(match: ImportMatch): string | null {
  if (!match.scores || !match.homeTeam || !match.awayTeam) return null;
  if (match.status !== 'final' && match.status !== 'forfeit') return null;
  const { homeTeam, awayTeam } = match.scores;
  if (homeTeam === awayTeam) return null;
  return homeTeam > awayTeam ? match.homeTeam : match.awayTeam;
}
