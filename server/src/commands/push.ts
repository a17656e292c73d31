import type { PushSubscriptionAnswer, PushSubscriptionBody } from '@touchline/domain';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { AppError } from '../errors';
import { pushRepository } from '../repositories/push';

const TABLES = { teams: t.teams, matches: t.matches, competitions: t.competitions } as const;

/**
 * Stores a subscription after checking that everything it follows is the national's: an id of
 * another national's (or none) is refused, and nothing is stored.
 */
export async function savePushSubscription(
  db: Db,
  nationalId: number,
  body: PushSubscriptionBody,
): Promise<PushSubscriptionAnswer> {
  const { topics, level } = body;
  for (const kind of ['teams', 'matches', 'competitions'] as const) {
    const unknown = await pushRepository.unknownIds(db, nationalId, TABLES[kind], topics[kind]);
    if (unknown.length)
      throw new AppError(
        400,
        'UNKNOWN_TOPIC',
        `No ${kind} of these ids to follow: ${unknown.slice(0, 10).join(', ')}`,
      );
  }
  await pushRepository.save(
    db,
    nationalId,
    { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
    topics,
    level === 'startFinal',
  );
  return { topics, level };
}
