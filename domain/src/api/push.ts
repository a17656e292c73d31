import Type from 'typebox';
import { Nullable } from '../schemas/values';
import { Id } from './common';

/** The most ids of each kind one subscription may follow. */
export const PUSH_TOPICS_MAX = 100;
/** The longest push endpoint taken (browsers' are under 600 characters). */
export const PUSH_ENDPOINT_MAX = 1024;

/**
 * What a subscription is sent: every notification of what it follows (`all`), or only kickoff,
 * the final score, a cancellation and a new kickoff time (`startFinal`).
 */
export const PushLevel = Type.Union([Type.Literal('all'), Type.Literal('startFinal')]);
export type PushLevel = Type.Static<typeof PushLevel>;

/** What a subscription follows: teams, matches and competitions, by id. */
export const PushTopics = Type.Object(
  {
    teams: Type.Array(Id, { maxItems: PUSH_TOPICS_MAX, uniqueItems: true }),
    matches: Type.Array(Id, { maxItems: PUSH_TOPICS_MAX, uniqueItems: true }),
    competitions: Type.Array(Id, { maxItems: PUSH_TOPICS_MAX, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type PushTopics = Type.Static<typeof PushTopics>;

/** Base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64url = (bytes: number, description: string) =>
  Type.String({
    pattern: `^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`,
    description: `${description}: ${bytes} bytes, base64url without padding.`,
  });

/**
 * A browser's push subscription (`PushSubscription.toJSON()`) and what it follows. Posting the
 * same endpoint again replaces its topics and level.
 */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({
      maxLength: PUSH_ENDPOINT_MAX,
      description:
        "The push service's URL for this browser: https, on a host of the server's allow-list (PUSH_ALLOWED_HOSTS).",
    }),
    expirationTime: Type.Optional(Nullable(Type.Number())),
    keys: Type.Object(
      {
        p256dh: base64url(65, "The browser's P-256 public key, uncompressed"),
        auth: base64url(16, 'The authentication secret'),
      },
      { additionalProperties: false },
    ),
    topics: PushTopics,
    level: PushLevel,
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Type.Static<typeof PushSubscriptionBody>;

/** Which subscription to drop. */
export const PushUnsubscribeBody = Type.Object(
  { endpoint: Type.String({ maxLength: PUSH_ENDPOINT_MAX }) },
  { additionalProperties: false },
);
export type PushUnsubscribeBody = Type.Static<typeof PushUnsubscribeBody>;

/** What a subscription was stored with. */
export const PushSubscriptionAnswer = Type.Object({ topics: PushTopics, level: PushLevel });
export type PushSubscriptionAnswer = Type.Static<typeof PushSubscriptionAnswer>;

/** The server's VAPID public key, for `pushManager.subscribe({ applicationServerKey })`. */
export const PushKey = Type.Object({
  publicKey: Type.String({ description: 'The VAPID public key: a P-256 point, base64url (RFC 8292).' }),
});
export type PushKey = Type.Static<typeof PushKey>;

/** What a notification is about. */
export const PUSH_KINDS = ['kickoff', 'score', 'period', 'final', 'cancelled', 'rescheduled'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
/** The kinds a `startFinal` subscription is sent. */
export const START_FINAL_KINDS: readonly PushKind[] = ['kickoff', 'final', 'cancelled', 'rescheduled'];

/** A side of the match, as a notification names it. */
export interface PushSide {
  id: number | null;
  name: string;
  score: number;
  /** The side's colour (its club's, else the national's), `#rrggbb`. */
  colour: string;
}

/**
 * The JSON a push message carries (decrypted by the browser, read by the service worker). The
 * texts are made on the server, so every browser shows the same; the rest lets the worker
 * choose what to show and where a tap goes.
 */
export interface PushPayload {
  v: 1;
  kind: PushKind;
  matchId: number;
  /** e.g. 'Sharks 14 – 7 Pirates' (or 'Sharks v Pirates' before a score). */
  title: string;
  /** e.g. 'Touchdown, Sharks (Jo Smith) · Q2 8:41'. */
  body: string;
  /** The match centre's path, e.g. '/matches/12'. */
  url: string;
  /** A square PNG in the home side's colours. */
  icon: string;
  /** A small monochrome PNG for the status bar. */
  badge: string;
  /** One per match: a newer notification of the match replaces the one shown. */
  tag: string;
  /** When it happened (epoch ms). */
  timestamp: number;
  home: PushSide;
  away: PushSide;
  competition: { id: number; name: string };
}
