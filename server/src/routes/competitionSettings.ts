import { CompetitionSettings, FinalsSettings, GridironSettings, Id, Nullable } from '@touchline/domain';
import Type from 'typebox';
import { replaceCompetitionSettings } from '../commands/competitionSettingsWrites';
import { competitionFound } from '../commands/found';
import { runIdempotent } from '../live/writes';
import { type Routes, responses } from './shared';
import { AuthHeaders, WRITE_SECURITY } from './writes';

const closed = { additionalProperties: false };
const MAX_ITEMS = 100;
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Abbreviation = Type.String({ maxLength: 20 });
const EventTypeCode = Type.Integer({ minimum: 0, maximum: 100000 });

/** The body: competitionSettings as GET /live/competitions/{id} shows them, closed and bounded. */
const SettingsBody = Type.Object(
  {
    type: Type.Optional(Nullable(Type.Literal('vs', { description: "'vs', or null (the default)." }))),
    useCustomScoringEvents: Type.Boolean({
      description: 'Use scoringEvents; else the national’s scoring events named by nationalScoringEvents.',
    }),
    nationalScoringEvents: Type.Array(EventTypeCode, {
      maxItems: MAX_ITEMS,
      uniqueItems: true,
      description: 'Scoring event types of the national; empty means all of them.',
    }),
    scoringEvents: Type.Array(
      Type.Object(
        {
          type: EventTypeCode,
          name: Name,
          abbreviation: Type.Optional(Nullable(Abbreviation)),
          value: Type.Optional(Type.Integer({ minimum: -100, maximum: 100 })),
          visibleInLadders: Type.Optional(Nullable(Type.Boolean())),
        },
        closed,
      ),
      { maxItems: MAX_ITEMS, description: 'The competition’s own scoring events, each with its own type.' },
    ),
    positions: Type.Array(
      Type.Object(
        {
          number: Type.Integer({ minimum: 0, maximum: 999 }),
          order: Type.Integer({ minimum: 0, maximum: 999 }),
          name: Name,
          abbreviation: Abbreviation,
          coordinate: Type.Optional(
            Nullable(
              Type.Object(
                {
                  x: Type.Number({ minimum: 0, maximum: 100 }),
                  y: Type.Number({ minimum: 0, maximum: 100 }),
                },
                closed,
              ),
            ),
          ),
        },
        closed,
      ),
      { maxItems: MAX_ITEMS, description: 'Each with its own order and number.' },
    ),
    periods: Type.Optional(Type.Integer({ minimum: 1, maximum: 8, description: 'Kept when left out.' })),
    periodType: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 8,
        description: '2 halves, 3 periods, 4 quarters. Kept when left out.',
      }),
    ),
    periodLengthMinutes: Type.Optional(
      Type.Number({ exclusiveMinimum: 0, maximum: 120, description: 'Kept when left out.' }),
    ),
    timeouts: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 20,
        description: 'Timeouts per team per match. Kept when left out.',
      }),
    ),
    gridiron: Type.Optional(
      Type.Union(
        [
          Type.Object(
            {
              ...GridironSettings.properties,
              scoringTypes: Type.Object(GridironSettings.properties.scoringTypes.properties, closed),
            },
            closed,
          ),
          Type.Null(),
        ],
        {
          description:
            'Scoring play by play (docs/gridiron-plays.md): the field, the yards to gain, the timeouts a half, and the scoring type each kind of score makes; null to score with events only. Kept when left out.',
        },
      ),
    ),
    finals: Type.Optional(
      Type.Union([Type.Object(FinalsSettings.properties, closed), Type.Null()], {
        description:
          'Who goes to the finals (docs/ladder-rules.md): places per seeding table, whether division winners are seeded first, wild cards and byes; null for the ladder template’s default (gridiron’s seven with division winners first, three wild cards and a bye; else the top four). Kept when left out.',
      }),
    ),
  },
  closed,
);

/** Competition settings, written with an admin token whose scope covers the competition's owner. */
export const competitionSettingsRoutes: Routes = async (app) => {
  app.put(
    '/live/competitions/:id/competition-settings',
    {
      config: { policy: 'competition' },
      schema: {
        operationId: 'replaceCompetitionSettings',
        summary: "Replace a competition's settings",
        tags: ['Live scoring'],
        security: WRITE_SECURITY,
        description:
          "Replaces the competition's settings (competitionSettings): type, scoring events and positions; periods, periodType, periodLengthMinutes, timeouts, gridiron and finals are kept when left out (null removes gridiron or finals). For a platform admin, a super admin of the national, or a state, association or club admin of the entity that owns the competition or one above it. Positions need their own order and number; nationalScoringEvents must be scoring types of the national, and gridiron's scoringTypes scoring types of the competition; finals' numbers must stand together (byes no more than teams, wild cards only with division winners first and leaving a place for them), else a 400 says which. Answers the settings as stored.",
        headers: AuthHeaders,
        params: Type.Object({ id: Id }),
        body: SettingsBody,
        response: {
          ...responses(CompetitionSettings, 'The competition’s settings after the write'),
          401: Type.Ref('Error'),
          403: Type.Ref('Error'),
          422: Type.Ref('Error'),
        },
      },
    },
    async (request) => {
      const { national, params, body } = request;
      await app.authenticate(request);
      const competition = await competitionFound(app.db, national.id, params.id);
      await app.authorizeCompetition(request, competition);
      return runIdempotent(app, request, async (tx) => ({
        result: await replaceCompetitionSettings(tx, national, params.id, body),
      }));
    },
  );
};
