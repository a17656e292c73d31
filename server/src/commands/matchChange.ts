import {
  CORRECTION_REASON_MAX,
  isFinishedStatus,
  type MatchStatus,
  matchWriteRefusal,
  type Principal,
  ROLES,
  type SideScores,
} from '@touchline/domain';
import type { Tx } from '../db/client';
import { AppError } from '../errors';
import { appendLog } from '../live/log';
import type { MatchRow } from '../repositories/lookups';
import { matchWriteTarget } from './matchWriteTarget';

/** Who asks for a change to a match, and why (a finished match's correction needs a reason). */
export interface MatchChange {
  principal: Principal;
  reason?: string | undefined;
}

/**
 * Checks a write that changes a match's result (its events, status or set scores), in the
 * write's transaction once the match is locked, so that a match finished meanwhile counts as
 * finished (`matchWriteRefusal`). A token outside the match's scope gets a 403; a finished
 * match a 403 unless the token may correct its result, and a 400 without a reason. Answers the
 * reason to keep in the match's history (`logCorrection`), or null for a match not finished.
 */
export async function authorizeChange(
  tx: Tx,
  nationalId: number,
  match: MatchRow,
  change: MatchChange,
): Promise<string | null> {
  const { principal } = change;
  const refusal = matchWriteRefusal(principal, await matchWriteTarget(tx, nationalId, match));
  const role = ROLES[principal.role].key;
  if (refusal === 'out-of-scope')
    throw new AppError(
      403,
      'OUT_OF_SCOPE',
      `This ${role} token (${principal.scopeType} ${principal.scopeId}) may not write to match ${match.id}`,
    );
  if (!isFinishedStatus(match.status)) return null;
  if (refusal === 'finished')
    throw new AppError(
      403,
      'MATCH_FINISHED',
      `Match ${match.id} is finished (${match.status}): a ${role} token may not change it. Only an admin of its competition (a platform or super admin, or a state, association or club admin of the entity that owns it or one above) may correct its result, with a reason`,
    );
  const reason = change.reason?.trim() ?? '';
  if (!reason || reason.length > CORRECTION_REASON_MAX)
    throw new AppError(
      400,
      'REASON_REQUIRED',
      `Match ${match.id} is finished (${match.status}): a correction needs a reason of 1 to ${CORRECTION_REASON_MAX} characters, which is kept in its history`,
    );
  return reason;
}

/**
 * Keeps a correction of a finished match in its history: an `event:refresh` of type
 * `correction` in its log, after the change's own message, with the reason and the result it
 * now stands at. Clients following the match refetch it; the match centre lists its corrections.
 */
export async function logCorrection(
  tx: Tx,
  nationalId: number,
  matchId: number,
  reason: string | null,
  result: { scores: SideScores; status: MatchStatus },
): Promise<number | null> {
  if (reason === null) return null;
  return appendLog(tx, {
    nationalId,
    matchId,
    name: 'event:refresh',
    payload: { type: 'correction', reason, scores: result.scores, status: result.status },
  });
}
