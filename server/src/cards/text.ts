import {
  GENERAL_STATUSES,
  isLiveStatus,
  type MatchStatus,
  type StatusDefinition,
  statusLabel,
} from '@touchline/domain';

/** What a share card or a link preview says of a match (see subjects.ts for where it comes from). */
export interface MatchWords {
  home: string;
  away: string;
  /** Null before the game, and for a game called off before a point was scored. */
  score: { home: number; away: number } | null;
  /** 'Final', 'Q2', 'Half Time', 'Live'… */
  status: string;
  /** The kick-off in the venue's zone ('Saturday 5 September 2026, 7:05 PM'), or null if not set. */
  kickoff: string | null;
  /** 'Premier League 2026'. */
  competition: string;
}

/** The name of a side not yet known (a final's winner to come). */
export const TBA = 'TBA';

/**
 * A status as a chip says it: a playing period by its short name in the match's sequence
 * ('Q2', 'H1'), any other by its label ('Final', 'Half Time', 'Live').
 */
export function statusText(status: MatchStatus, sequence: readonly StatusDefinition[]): string {
  const period = sequence.find((s) => s.value === status && s.value !== 'final');
  if (period && isLiveStatus(status) && status !== 'live') return period.abbreviation;
  return GENERAL_STATUSES.find((s) => s.value === status)?.label ?? statusLabel(status);
}

/**
 * Whether the score is worth showing: once the game has started, and for a game that ended
 * (called off, say) only if someone scored.
 */
export function scoreShown(status: MatchStatus, home: number, away: number): boolean {
  if (status === 'pre-game') return false;
  if (status === 'cancelled' || status === 'washout') return home + away > 0;
  return true;
}

/** A competition with its season, unless its name already says it ('Premier League 2026'). */
export function competitionLabel(name: string, season: number): string {
  return name.includes(String(season)) ? name : `${name} ${season}`;
}

/** 'Sharks 14 – 7 Pirates', or 'Sharks v Pirates' with no score to show. */
export function matchTitle(words: MatchWords): string {
  const { home, away, score } = words;
  return score ? `${home} ${score.home} – ${score.away} ${away}` : `${home} v ${away}`;
}

/** 'Final · Premier League 2026'; before the game, its kick-off instead of 'Pre-Game'. */
export function matchDescription(words: MatchWords): string {
  const when = !words.score && words.kickoff && words.status === 'Pre-Game' ? words.kickoff : words.status;
  return `${when} · ${words.competition}`;
}

/**
 * Up to three initials for a badge: the first character of each word ('Sydney Uni Lions' is
 * 'SUL'), or the first two of a one-word name ('Sharks' is 'SH').
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-–_/]+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return '?';
  if (words.length === 1) return [...words[0]!].slice(0, 2).join('').toUpperCase();
  return words
    .slice(0, 3)
    .map((word) => [...word][0]!)
    .join('')
    .toUpperCase();
}
