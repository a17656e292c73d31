/**
 * The names of the messages a match's stream carries (spec 4), apart from their schemas in
 * `./live`: a client that only needs to recognise a name must not pull the schema library in.
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
