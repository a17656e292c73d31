/**
 * Won-lost-tied records, the records a gridiron table shows beside its totals (home, away,
 * division, conference) and the current streak. A tie counts as half a win in a win
 * percentage, as gridiron bodies rank on it.
 */
export interface Record3 {
  won: number;
  lost: number;
  drawn: number;
}

export const emptyRecord = (): Record3 => ({ won: 0, lost: 0, drawn: 0 });

/** Wins plus half the ties, over games; 0 before the first game. */
export const winPercentage = (r: Record3) => {
  const games = r.won + r.lost + r.drawn;
  return games ? (r.won + r.drawn / 2) / games : 0;
};

/** A win percentage as gridiron prints it: '.813', '.500', '1.000', '.000'. */
export function formatWinPercentage(pct: number): string {
  const text = (Math.round(pct * 1000) / 1000).toFixed(3);
  return text.startsWith('0') ? text.slice(1) : text;
}

/** 'W-L' or, when there are ties, 'W-L-T'. */
export const formatRecord = (r: Record3) =>
  r.drawn ? `${r.won}-${r.lost}-${r.drawn}` : `${r.won}-${r.lost}`;

/** A ladder team's record as standings print it: '7-2', or '7-2-1' with ties. */
export const recordLabel = ({
  stats,
}: {
  stats: { matchesWon: number; matchesLost: number; matchesDrawn: number };
}) => formatRecord({ won: stats.matchesWon, lost: stats.matchesLost, drawn: stats.matchesDrawn });

/**
 * The current run of the same result: W3 is three wins in a row, L1 one loss, T1 one tie.
 * As a stat it is a signed number so it can sort (see `streakValue`).
 */
export interface Streak {
  kind: 'W' | 'L' | 'T' | null;
  length: number;
}

export const noStreak = (): Streak => ({ kind: null, length: 0 });

export function extendStreak(s: Streak, kind: 'W' | 'L' | 'T'): Streak {
  return s.kind === kind ? { kind, length: s.length + 1 } : { kind, length: 1 };
}

/** W3 sorts above W1 above T2 above L1 above L4; no games is level with a run of ties. */
export const streakValue = (s: Streak) => (s.kind === 'W' ? s.length : s.kind === 'L' ? -s.length : 0);

/** 'W3', 'L1', 'T1', or '' before the first game. */
export const formatStreak = (s: Streak) => (s.kind ? `${s.kind}${s.length}` : '');
