import Type from 'typebox';
import { Nullable } from '../schemas/values';

/** The largest draw file the API takes (a season of a few hundred matches is a few tens of KB). */
export const DRAW_MAX_BYTES = 1024 * 1024;
/** The most rows a draw file may hold. */
export const DRAW_MAX_ROWS = 5000;

/** The columns of a draw file, by header (case and spacing ignored); the first four are required. */
export const DRAW_COLUMNS = [
  'round',
  'date',
  'home',
  'away',
  'time',
  'venue',
  'field',
  'home score',
  'away score',
  'status',
] as const;
export type DrawColumn = (typeof DRAW_COLUMNS)[number];
export const DRAW_REQUIRED_COLUMNS: readonly DrawColumn[] = ['round', 'date', 'home', 'away'];

/**
 * The statuses a draw row may set: a fixture, a result, or a game not played. A forfeit names
 * who forfeited, which a draw has no column for: the results grid sets it.
 */
export const DRAW_STATUSES = ['pre-game', 'final', 'washout', 'cancelled'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

/** Something wrong with a draw file: its row (the file's line, the header being 1) and column. */
export const DrawProblem = Type.Object({
  row: Type.Integer({
    description: 'The row of the file, the header being row 1; 0 for the file as a whole.',
  }),
  column: Nullable(Type.String({ description: 'The column, as the header names it.' })),
  message: Type.String(),
  suggestions: Type.Array(Type.String(), { description: 'The closest names, best first.' }),
});
export type DrawProblem = Type.Static<typeof DrawProblem>;

/** A 400 answer to a draw with problems: every one, and nothing written. */
export const DrawProblems = Type.Object({
  message: Type.String(),
  code: Type.String(),
  problems: Type.Array(DrawProblem),
});
export type DrawProblems = Type.Static<typeof DrawProblems>;

/** A match as a draw row sets it, by name. */
export const DrawFields = Type.Object({
  round: Type.String(),
  dateTime: Nullable(Type.String({ format: 'date-time' })),
  home: Type.String(),
  away: Type.String(),
  venue: Nullable(Type.String()),
  field: Nullable(Type.String()),
  homeScore: Type.Integer(),
  awayScore: Type.Integer(),
  status: Type.String(),
});
export type DrawFields = Type.Static<typeof DrawFields>;

/**
 * What a draw does with one row: adds a match, changes the match already in that round for
 * those teams (`before` and `after` hold only the fields it changes), or leaves it as it is.
 */
export const DrawRowPlan = Type.Object({
  row: Type.Integer(),
  action: Type.Union([Type.Literal('add'), Type.Literal('change'), Type.Literal('same')]),
  matchId: Nullable(Type.Integer({ description: 'The match changed or left alone; null for one added.' })),
  match: DrawFields,
  before: Nullable(Type.Partial(DrawFields)),
  after: Nullable(Type.Partial(DrawFields)),
});
export type DrawRowPlan = Type.Static<typeof DrawRowPlan>;

/** A draw's preview (nothing written) or what it wrote, all its rows in one transaction. */
export const DrawOutcome = Type.Object({
  competitionId: Type.Integer(),
  written: Type.Boolean({ description: 'False for a preview.' }),
  added: Type.Integer(),
  changed: Type.Integer(),
  unchanged: Type.Integer(),
  rows: Type.Array(DrawRowPlan),
});
export type DrawOutcome = Type.Static<typeof DrawOutcome>;
