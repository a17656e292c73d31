/**
 * The shapes of the gridiron game as a scorer records it and a fan reads it: a play (as the
 * scoring API and the import format take it, and as it is presented), the game state after it,
 * a drive, and the box score. `docs/gridiron-plays.md` says how each play moves the state.
 */
import Type from 'typebox';
import { PublicPerson } from '../api/common';
import { literalUnion, Nullable } from '../schemas/values';

/** Every kind of play a scorer records. */
export const PLAY_TYPES = [
  'run',
  'passComplete',
  'passIncomplete',
  'sack',
  'scramble',
  'penalty',
  'punt',
  'kickoff',
  'fieldGoal',
  'conversion',
  'interception',
  'fumble',
  'kneel',
  'spike',
  'timeout',
] as const;
export type PlayType = (typeof PLAY_TYPES)[number];
export const PlayType = literalUnion(PLAY_TYPES);

/**
 * How a play ended, where its type needs saying: a kick (`fieldGoal`: good, missed, blocked;
 * `conversion`: good, failed; `punt`/`kickoff`: returned, fairCatch, touchback, downed,
 * outOfBounds) or a fumble (recovered by the team that fumbled, or lost).
 */
export const PLAY_RESULTS = [
  'good',
  'missed',
  'blocked',
  'failed',
  'returned',
  'fairCatch',
  'touchback',
  'downed',
  'outOfBounds',
  'recovered',
  'lost',
] as const;
export type PlayResult = (typeof PLAY_RESULTS)[number];
export const PlayResult = literalUnion(PLAY_RESULTS);

/** The players a play may name; each optional. Which team each belongs to: `playerSide`. */
export const PLAY_ROLES = ['passer', 'carrier', 'receiver', 'tackler', 'kicker', 'returner'] as const;
export type PlayRole = (typeof PLAY_ROLES)[number];

const MemberId = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]);
const Yards = (description: string) => Type.Integer({ minimum: -200, maximum: 200, description });

/** The players named by a play, by member id (as written). */
export const PlayPeopleInput = Type.Object(
  {
    passer: Type.Optional(MemberId),
    carrier: Type.Optional(MemberId),
    receiver: Type.Optional(MemberId),
    tackler: Type.Optional(MemberId),
    kicker: Type.Optional(MemberId),
    returner: Type.Optional(MemberId),
  },
  { additionalProperties: false },
);
export type PlayPeopleInput = Type.Static<typeof PlayPeopleInput>;

/**
 * What a play says, without its players: the body of `POST /live/matches/{id}/plays` (with
 * `players` as member ids) and a play in the import format.
 */
export const PlayFields = {
  type: PlayType,
  isHomeTeam: Type.Boolean({
    description:
      'The team the play is by: the offence on a scrimmage play (run, pass, sack, scramble, kneel, spike, and the team that threw an interception or fumbled), the kicking team on a kick, the penalised team on a penalty, the team calling a timeout.',
  }),
  period: Type.Integer({ minimum: 1, maximum: 9, description: 'The period the play starts in.' }),
  min: Type.Integer({ minimum: 0, maximum: 300, description: 'Minutes elapsed in the period at the snap.' }),
  sec: Type.Integer({ minimum: 0, maximum: 59 }),
  yards: Type.Optional(
    Yards(
      'Scrimmage plays and fumbles: yards gained from the line of scrimmage (negative for a loss). Interception: from the line of scrimmage to where it was caught. Punt, kickoff: the length of the kick. Penalty: the yards it carries (positive). Field goal: the kick’s length (else from the spot). Not for the others.',
    ),
  ),
  returnYards: Type.Optional(
    Yards('Punt, kickoff, interception, fumble lost: the return by the team that gained the ball.'),
  ),
  result: Type.Optional(PlayResult),
  conversion: Type.Optional(
    literalUnion(['kick', 'twoPoint'] as const, 'A conversion: a kick for one point or a play for two.'),
  ),
  firstDown: Type.Optional(
    Type.Boolean({ description: 'A penalty on the defence that gives an automatic first down.' }),
  ),
  lossOfDown: Type.Optional(Type.Boolean({ description: 'A penalty on the offence that costs the down.' })),
  down: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 4,
      description:
        "The down the scorer's device shows for this play. When given and not the game's down, the play is refused (409 PLAY_OUT_OF_STEP).",
    }),
  ),
  note: Type.Optional(Type.String({ maxLength: 80, description: "e.g. the penalty: 'Holding'." })),
};

export const PlayInput = Type.Object(
  { ...PlayFields, players: Type.Optional(PlayPeopleInput) },
  { additionalProperties: false },
);
export type PlayInput = Type.Static<typeof PlayInput>;

/** The players of a presented play, under the privacy rule ('Player' for a private one). */
export const PlayPeople = Type.Object({
  passer: Type.Optional(Nullable(PublicPerson)),
  carrier: Type.Optional(Nullable(PublicPerson)),
  receiver: Type.Optional(Nullable(PublicPerson)),
  tackler: Type.Optional(Nullable(PublicPerson)),
  kicker: Type.Optional(Nullable(PublicPerson)),
  returner: Type.Optional(Nullable(PublicPerson)),
});
export type PlayPeople = Type.Static<typeof PlayPeople>;

/** A recorded play, as the match centre, the stream and the scorer's console read it. */
export const Play = Type.Object({
  _id: Type.Integer(),
  seq: Type.Integer({ minimum: 1, description: 'Its place in the match, from 1.' }),
  ...PlayFields,
  players: PlayPeople,
});
export type Play = Type.Static<typeof Play>;

export const Side = Type.Union([Type.Literal('home'), Type.Literal('away')]);
export type Side = Type.Static<typeof Side>;

const SidePair = Type.Object({ home: Type.Integer(), away: Type.Integer() });

/** What the next play must be: a kickoff (or free kick), a snap, or a try after a touchdown. */
export const GamePhase = literalUnion(['kickoff', 'scrimmage', 'conversion'] as const);
export type GamePhase = Type.Static<typeof GamePhase>;

export const DRIVE_RESULTS = [
  'touchdown',
  'fieldGoal',
  'missedFieldGoal',
  'punt',
  'turnover',
  'downs',
  'safety',
  'endOfHalf',
  'endOfGame',
] as const;
export type DriveResult = (typeof DRIVE_RESULTS)[number];

/** A possession: from the snap after its team gained the ball to the play that ended it. */
export const Drive = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  team: Side,
  startPeriod: Type.Integer(),
  startMin: Type.Integer(),
  startSec: Type.Integer(),
  startBallOn: Type.Integer({ description: 'Yards from the team’s own goal line.' }),
  plays: Type.Integer({ description: 'Snaps and penalties of the drive (not kicks after it).' }),
  yards: Type.Integer({ description: 'The field gained: end spot minus start spot, penalties included.' }),
  seconds: Type.Integer({ description: 'Its time, to the play after it (or its period’s end).' }),
  firstSeq: Type.Integer(),
  lastSeq: Type.Integer(),
  result: Nullable(literalUnion(DRIVE_RESULTS)),
});
export type Drive = Type.Static<typeof Drive>;

/** How the game stands after a play: what the field strip, the cards and the console show. */
export const GameState = Type.Object({
  phase: GamePhase,
  possession: Nullable(Side),
  down: Nullable(Type.Integer({ minimum: 1, maximum: 4 })),
  distance: Nullable(Type.Integer({ minimum: 1 })),
  goalToGo: Type.Boolean(),
  ballOn: Type.Integer({
    description:
      'Yards from the goal line of the team in possession (of the kicking team before a kick): 0 < ballOn < fieldLength.',
  }),
  fieldLength: Type.Integer(),
  period: Type.Integer(),
  timeouts: SidePair,
  score: SidePair,
  freeKick: Type.Boolean({ description: 'The kick due is a free kick after a safety.' }),
  drive: Nullable(Drive),
  plays: Type.Integer({ description: 'Plays applied so far.' }),
});
export type GameState = Type.Static<typeof GameState>;

const Made = Type.Object({ made: Type.Integer(), attempts: Type.Integer() });

/** One team's line of the box score. */
export const TeamBox = Type.Object({
  firstDowns: Type.Integer(),
  totalYards: Type.Integer(),
  plays: Type.Integer(),
  rushing: Type.Object({ attempts: Type.Integer(), yards: Type.Integer() }),
  passing: Type.Object({
    completions: Type.Integer(),
    attempts: Type.Integer(),
    yards: Type.Integer({ description: 'Net: completions less sack yards.' }),
    sacks: Type.Integer(),
    sackYards: Type.Integer(),
    interceptions: Type.Integer(),
  }),
  thirdDowns: Made,
  fourthDowns: Made,
  redZone: Made,
  turnovers: Type.Integer(),
  fumblesLost: Type.Integer(),
  penalties: Type.Object({ count: Type.Integer(), yards: Type.Integer() }),
  timeOfPossession: Type.Integer({ description: 'Seconds.' }),
});
export type TeamBox = Type.Static<typeof TeamBox>;

/** One player's line: only the groups they have a number in. */
export const PlayerBox = Type.Object({
  player: PublicPerson,
  side: Side,
  passing: Type.Optional(
    Type.Object({
      completions: Type.Integer(),
      attempts: Type.Integer(),
      yards: Type.Integer(),
      touchdowns: Type.Integer(),
      interceptions: Type.Integer(),
    }),
  ),
  rushing: Type.Optional(
    Type.Object({
      attempts: Type.Integer(),
      yards: Type.Integer(),
      touchdowns: Type.Integer(),
      long: Type.Integer(),
    }),
  ),
  receiving: Type.Optional(
    Type.Object({
      receptions: Type.Integer(),
      yards: Type.Integer(),
      touchdowns: Type.Integer(),
      long: Type.Integer(),
    }),
  ),
  defence: Type.Optional(
    Type.Object({ tackles: Type.Integer(), sacks: Type.Integer(), interceptions: Type.Integer() }),
  ),
  kicking: Type.Optional(
    Type.Object({
      fieldGoals: Made,
      long: Type.Integer(),
      extraPoints: Made,
      punts: Type.Integer(),
      puntYards: Type.Integer(),
    }),
  ),
});
export type PlayerBox = Type.Static<typeof PlayerBox>;

export const BoxScore = Type.Object({
  teams: Type.Object({ home: TeamBox, away: TeamBox }),
  players: Type.Array(PlayerBox),
});
export type BoxScore = Type.Static<typeof BoxScore>;
