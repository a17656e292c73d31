/**
 * The names of the messages a match's stream carries, and the channels they go out on (spec 4),
 * apart from their schemas in `./live`: a client that only needs to recognise a name or a
 * channel must not pull the schema library in.
 * `LIVE_MESSAGES` in `./live` is checked against this list at compile time. A competition's
 * stream uses the same names: its matches' logged messages, and its own snapshot and reset
 * (`COMPETITION_MESSAGES`, on the channel `competition-{id}`).
 */
export const LIVE_MESSAGE_NAMES = [
  'snapshot',
  'reset',
  'status',
  'event:add',
  'event:remove',
  'event:refresh',
  'play:add',
  'play:remove',
  'create',
  'start',
  'stop',
  'event:setScore',
  'event:endSet',
  'event:modifySetScores',
  'event:removeSet',
] as const;

export type LiveMessageName = (typeof LIVE_MESSAGE_NAMES)[number];

/** Whether a frame's event is a declared message (a newer server may send others). */
export const isLiveMessageName = (name: string): name is LiveMessageName =>
  (LIVE_MESSAGE_NAMES as readonly string[]).includes(name);

/** The three live channels of a match (spec 4), kept from the push service they replace. */
export const liveChannels = (matchId: number) => ({
  match: `match-${matchId}`,
  timer: `match-timer-${matchId}`,
  setScores: `match-setscores-${matchId}`,
});

/** A live channel of a match, by its key in `liveChannels`. */
export type LiveChannel = keyof ReturnType<typeof liveChannels>;

/**
 * The channel of a competition's own messages (its snapshot and reset) on the competition's
 * stream. The stream's other messages keep their match's channels (`liveChannels`).
 */
export const competitionChannel = (competitionId: number) => `competition-${competitionId}`;

/**
 * The match a channel of `liveChannels` belongs to, or null for any other channel (a
 * competition's included): how a client of a competition's stream tells its matches apart.
 */
export function matchIdOfChannel(channel: string): number | null {
  const found = /^match-(?:timer-|setscores-)?(\d+)$/.exec(channel);
  return found ? Number(found[1]) : null;
}
