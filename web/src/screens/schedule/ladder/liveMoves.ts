import { ordinal } from '@touchline/domain';

/** A team's place in its table, as two answers of the live ladder give it. */
export interface PlacedTeam {
  _id: number;
  name: string;
  /** The table the team is ranked in; a move is only counted within one table. */
  pool: string | null;
  position: number;
}

/** How a team moved between two answers: places gained (up) or lost (down). */
export interface LiveMove {
  teamId: number;
  name: string;
  direction: 'up' | 'down';
  places: number;
  /** Its place now, within its table. */
  position: number;
}

/**
 * The teams whose place changed between the previous answer and this one, best placed first.
 * A team new to the ladder, or now in another table (the grouping changed), did not move.
 */
export function liveMoves(previous: readonly PlacedTeam[], next: readonly PlacedTeam[]): LiveMove[] {
  const before = new Map(previous.map((t) => [t._id, t]));
  const moves: LiveMove[] = [];
  for (const team of next) {
    const was = before.get(team._id);
    if (!was || was.pool !== team.pool || was.position === team.position) continue;
    moves.push({
      teamId: team._id,
      name: team.name,
      direction: team.position < was.position ? 'up' : 'down',
      places: Math.abs(was.position - team.position),
      position: team.position,
    });
  }
  return moves.sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'en'));
}

/** A move as a screen reader hears it: 'Sydney Uni Lions up 2 to 1st'. */
export const moveText = (move: LiveMove) =>
  `${move.name} ${move.direction} ${move.places} to ${ordinal(move.position)}`;

/**
 * What the polite live region says of one answer's moves: the climbers, each in a sentence
 * ('Sydney Uni Lions up 2 to 1st.'). A team that drops only because another climbed over it
 * is not told, as a commentator would not; when no one climbed, the drops are told instead.
 */
export function movesAnnouncement(moves: readonly LiveMove[]): string {
  const ups = moves.filter((m) => m.direction === 'up');
  const told = ups.length ? ups : moves;
  return told.map((m) => `${moveText(m)}.`).join(' ');
}
