import { PLAY_ROLES, type Play, type PlayPeople, type PlayRole } from '@touchline/domain';
import type { MemberRow } from '../repositories/lookups';
import type { PlayRow } from '../repositories/plays';
import { presentOptionalPerson } from './person';

/** The column of each role's member id. */
const ROLE_COLUMNS = {
  passer: 'passerId',
  carrier: 'carrierId',
  receiver: 'receiverId',
  tackler: 'tacklerId',
  kicker: 'kickerId',
  returner: 'returnerId',
} as const satisfies Record<PlayRole, keyof PlayRow>;

/** The member id a play names in a role, or null. */
export const playerOf = (play: PlayRow, role: PlayRole): number | null => play[ROLE_COLUMNS[role]];

/** The member ids a play names, every role's. */
export const playMemberIds = (play: PlayRow) => PLAY_ROLES.map((role) => playerOf(play, role));

/**
 * A recorded play as the match centre, the stream and the console read it: the fields it was
 * recorded with (those left out stay out), and the players it names under the privacy rule.
 */
export function presentPlay(play: PlayRow, members: Map<number, MemberRow>): Play {
  const players: PlayPeople = {};
  for (const role of PLAY_ROLES) {
    const id = playerOf(play, role);
    if (id != null) players[role] = presentOptionalPerson(members.get(id));
  }
  return {
    _id: play.id,
    seq: play.seq,
    type: play.type,
    isHomeTeam: play.isHomeTeam,
    period: play.period,
    min: play.min,
    sec: play.sec,
    yards: play.yards ?? undefined,
    returnYards: play.returnYards ?? undefined,
    result: play.result ?? undefined,
    conversion: play.conversion ?? undefined,
    firstDown: play.firstDown ?? undefined,
    lossOfDown: play.lossOfDown ?? undefined,
    down: play.down ?? undefined,
    note: play.note ?? undefined,
    players,
  };
}
