import Type from 'typebox';
import {
  EntityLevel,
  EntityMeta,
  NationalMeta,
  NationalModules,
  NationalSettings,
  Nullable,
  Presentation,
  ScoringEventType,
} from '../schemas/values';

/**
 * A time zone's offsets from UTC over a span of time (ms since the epoch), the offset from each
 * `at` on: the browser reads the national's dates from them without Intl (zonedTime.ts).
 */
export const ZoneOffsetsSchema = Type.Object({
  timeZone: Type.String(),
  from: Type.Number(),
  to: Type.Number(),
  changes: Type.Array(Type.Object({ at: Type.Number(), offsetMs: Type.Number() }), { minItems: 1 }),
});

/**
 * Presentation settings, plus the national's meta and per-national behaviour settings, and its
 * time zone's offsets around now. A stored zone that is not one is sent as UTC (`zoneOrFallback`);
 * null was for such a zone, and is kept for clients that still read it.
 */
export const PresentationResponse = Type.Object({
  ...Presentation.properties,
  nationalId: Type.Integer(),
  name: Type.String(),
  meta: NationalMeta,
  timezone: Type.String(),
  timezoneOffsets: Nullable(ZoneOffsetsSchema),
  settings: NationalSettings,
});
export type PresentationResponse = Type.Static<typeof PresentationResponse>;

export const EventTypeResponse = Type.Object({
  ...ScoringEventType.properties,
  abbreviation: Type.String(),
  value: Type.Integer(),
});
export type EventTypeResponse = Type.Static<typeof EventTypeResponse>;

export const NationalEvents = Type.Object({
  scoringEvents: Type.Array(EventTypeResponse),
  playerMovements: Type.Array(EventTypeResponse),
  timezone: Type.String(),
});
export type NationalEvents = Type.Static<typeof NationalEvents>;

export const ModulesResponse = NationalModules;
export type ModulesResponse = Type.Static<typeof ModulesResponse>;

export const SlugDetails = Type.Object({
  _id: Type.Integer(),
  entityLevel: EntityLevel,
  name: Type.String(),
  meta: EntityMeta,
  parentId: Nullable(Type.Integer()),
});
export type SlugDetails = Type.Static<typeof SlugDetails>;
