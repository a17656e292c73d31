import { ClockWriteResult, Id, LiveTimer, TeamSide } from '@touchline/domain';
import Type from 'typebox';
import { type ClockOp, runClock, takeBackTimeout, takeTimeout } from '../commands/clockWrites';
import { liveTimingOn, readLiveTimer } from '../commands/liveTiming';
import { runWrite } from '../live/writes';
import { NationalHeaders, type Routes, responses } from './shared';
import { AuthHeaders, authorizeWrite, WRITE_SECURITY, writeResponses } from './writes';

const MatchParams = Type.Object({ matchId: Id });
const Ms = (description: string) => Type.Integer({ maximum: 86_400_000, description });
const security = WRITE_SECURITY;
const closed = { additionalProperties: false };
const Period = Type.Integer({ minimum: 1, maximum: 8, description: "Default: the status's period." });
type ClockBody = { remainingMs: number; ms: number; period?: number };

/** Each clock write: its description, its body and the operation it runs. */
const CLOCK_OPS: Record<
  string,
  { id: string; summary: string; about: string; body?: Type.TSchema; op: (b: ClockBody) => ClockOp }
> = {
  start: {
    id: 'startClock',
    summary: 'Start the clock',
    about: "Starts or resumes the clock; logs 'start'. 409 if running or ended.",
    op: () => ({ kind: 'start' }),
  },
  stop: {
    id: 'stopClock',
    summary: 'Stop the clock',
    about: "Stops the clock; logs 'stop' with the timeouts remaining.",
    op: () => ({ kind: 'stop' }),
  },
  set: {
    id: 'setClock',
    summary: 'Set the time left',
    about: "Sets the time left in the period (ms); logs 'create'. 400 for negative time.",
    body: Type.Object({ remainingMs: Ms('Time left, in ms.') }, closed),
    op: (b) => ({ kind: 'set', remainingMs: b.remainingMs }),
  },
  add: {
    id: 'addClockTime',
    summary: 'Add time to the clock',
    about: "Adds time (ms), recorded against `period`; logs 'create'. 400 for negative time.",
    body: Type.Object({ ms: Ms('Time to add, in ms.'), period: Type.Optional(Period) }, closed),
    op: (b) => ({ kind: 'add', ms: b.ms, period: b.period }),
  },
};

/**
 * The server-authoritative match clock, timeouts and live-timing reads. Times are milliseconds;
 * `now` is the server's `Date.now()` at the request.
 */
export const clockRoutes: Routes = async (app) => {
  const tags = ['Live timing'];
  for (const [path, { id: operationId, summary, about: description, body, op }] of Object.entries(CLOCK_OPS))
    app.post(
      `/live/matches/:matchId/timer/${path}`,
      {
        config: { policy: 'match' },
        schema: {
          operationId,
          summary,
          tags,
          security,
          description,
          headers: AuthHeaders,
          params: MatchParams,
          ...(body ? { body } : {}),
          response: writeResponses(ClockWriteResult, 'The clock after the write'),
        },
      },
      async (request) => {
        const { matchId } = request.params;
        await authorizeWrite(app, request, matchId);
        const now = Date.now();
        return runWrite(app, request, matchId, (tx) =>
          runClock(tx, request.national, matchId, op(request.body as ClockBody), now),
        );
      },
    );

  app.post(
    '/live/matches/:matchId/timeouts',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'takeTimeout',
        summary: 'Take a timeout',
        tags,
        security,
        description:
          "Takes a timeout for a side (409 when it has none left), stops a running clock and logs 'stop'.",
        headers: AuthHeaders,
        params: MatchParams,
        body: Type.Object({ team: TeamSide }, { additionalProperties: false }),
        response: writeResponses(ClockWriteResult, 'The timeouts and clock after the write'),
      },
    },
    async (request) => {
      const { matchId } = request.params;
      await authorizeWrite(app, request, matchId);
      const now = Date.now();
      return runWrite(app, request, matchId, (tx) =>
        takeTimeout(tx, request.national, matchId, request.body.team, now),
      );
    },
  );

  app.delete(
    '/live/matches/:matchId/timeouts/:team',
    {
      config: { policy: 'match' },
      schema: {
        operationId: 'takeBackTimeout',
        summary: 'Take back a timeout',
        tags,
        security,
        description:
          "Takes back one of a side's timeouts, as a scorer's undo does (409 when it has taken none). The clock is left as it is; logs 'stop' with the clock as stored and the timeouts.",
        headers: AuthHeaders,
        params: Type.Object({ matchId: Id, team: TeamSide }),
        response: writeResponses(ClockWriteResult, 'The timeouts and clock after the write'),
      },
    },
    async (request) => {
      const { matchId, team } = request.params;
      await authorizeWrite(app, request, matchId);
      return runWrite(app, request, matchId, (tx) => takeBackTimeout(tx, request.national, matchId, team));
    },
  );

  app.get(
    '/live/matches/:matchId/timer',
    {
      config: { cache: false },
      schema: {
        operationId: 'getClock',
        summary: "Get a match's clock",
        security: [],
        tags,
        description:
          "The clock now (null until one is created), the timeouts, the period length in ms, and serverTime: the server's clock (epoch ms) when the answer was made, by which a client runs the clock from its timeStart.",
        headers: NationalHeaders,
        params: MatchParams,
        response: responses(LiveTimer, 'The live timer'),
      },
    },
    async ({ national, params }) => ({
      data: await readLiveTimer(app.db, national, params.matchId, Date.now()),
    }),
  );

  app.get(
    '/live/matches/:matchId/checkLiveTiming',
    {
      config: { cache: false },
      schema: {
        operationId: 'checkLiveTiming',
        summary: 'Check whether live timing is on',
        security: [],
        tags,
        description: 'Whether live timing is on: the match has a clock and its status is a playing period.',
        headers: NationalHeaders,
        params: MatchParams,
        response: responses(Type.Object({ liveTiming: Type.Boolean() }), 'Live timing'),
      },
    },
    async ({ national, params }) => ({
      data: { liveTiming: await liveTimingOn(app.db, national, params.matchId) },
    }),
  );
};
