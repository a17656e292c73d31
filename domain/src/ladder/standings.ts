/**
 * A team's standing as gridiron apps print it beside its name on a match card: its record in
 * the competition and its place on the ladder, '(7-2), 1st NSW'. Read off a computed ladder, so
 * the two always agree.
 */
import type { TeamStanding } from '../api/match';
import { ordinal } from '../ordinal';
import { type Ladder, UNKNOWN_POOL } from './compute';
import { formatRecord } from './records';

/** Words a division's name may end with that say nothing on a card: 'North Division' is 'North'. */
const TABLE_WORDS = /\s+(division|pool|group|conference)$/i;

/**
 * A ladder's short name for a card: a division's name without the word 'Division' ('North'),
 * else the competition's own abbreviation when its name opens with one ('NSW Premier Division' is
 * 'NSW'), else the initials of its name's capitalised words and numbers, leaving out anything in
 * brackets ("Women's National League" is 'WNL', 'Brisbane Colts (U19) Division 2' is 'BCD2').
 */
export function ladderShortName(competitionName: string, group: string | null): string {
  if (group !== null) {
    const short = group.trim().replace(TABLE_WORDS, '');
    return short || group.trim();
  }
  const words = competitionName
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0] ?? '';
  if (/^[A-Z][A-Z0-9&]{1,5}$/.test(first)) return first;
  const initials = words
    .map((word) => (/^\d+$/.test(word) ? word : /^[A-Z]/.test(word) ? word[0] : ''))
    .join('');
  return initials || competitionName.trim();
}

/**
 * Every team's standing from its competition's ladder (ranked per division, the ladder's
 * default): the ladder's own W, L and T, and its position in its table, named by
 * `ladderShortName`. A table none of whose teams has played has no positions yet (they would only
 * be the name order), nor has a team the competition put in no division of a competition that
 * has them.
 */
export function standingsOf(ladder: Ladder, competitionName: string): Map<number, TeamStanding> {
  const played = new Set<string | null>();
  for (const row of ladder.teams) if (row.stats.matchesPlayed > 0) played.add(row.group);
  return new Map(
    ladder.teams.map((row) => {
      const ranked = played.has(row.group) && row.group !== UNKNOWN_POOL;
      return [
        row.id,
        {
          won: row.stats.matchesWon,
          lost: row.stats.matchesLost,
          drawn: row.stats.matchesDrawn,
          position: ranked ? row.position : null,
          ladder: ranked ? ladderShortName(competitionName, row.group) : null,
        },
      ];
    }),
  );
}

/** '(7-2), 1st NSW'; '(7-2-1)' with ties; '(0-0)' with no position yet. */
export function standingLabel(standing: TeamStanding): string {
  const record = `(${formatRecord(standing)})`;
  return standing.position === null || standing.ladder === null
    ? record
    : `${record}, ${ordinal(standing.position)} ${standing.ladder}`;
}

const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : word.endsWith('s') ? 'es' : 's'}`;

/**
 * The standing as a screen reader should say it, where '(7-2)' reads as a subtraction:
 * '7 wins, 2 losses, 1st in NSW'; ties only when there are any.
 */
export function standingWords(standing: TeamStanding): string {
  const record = [
    counted(standing.won, 'win'),
    counted(standing.lost, 'loss'),
    ...(standing.drawn ? [counted(standing.drawn, 'tie')] : []),
  ].join(', ');
  return standing.position === null || standing.ladder === null
    ? record
    : `${record}, ${ordinal(standing.position)} in ${standing.ladder}`;
}
