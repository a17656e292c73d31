import { useQueryClient } from '@tanstack/react-query';
import type { OutboxHalt, QueuedAction, ResultBody } from '@touchline/domain';
import { useEffect, useRef } from 'react';
import { manageKey, resultPath } from '../../api/manage';
import { onSent, useOutbox } from '../../writes/outboxStore';
import type { RowQueue } from './ResultRow';

export interface QueuedResult {
  queue: RowQueue;
  /** The last result queued for the match and not sent: what the row shows meanwhile. */
  body: ResultBody | null;
}

const isResult = (action: QueuedAction) => action.path === resultPath(action.matchId);

/** A refusal in the manager's words; the API's own where the grid has none better. */
const refusalWords = (halt: OutboxHalt) =>
  halt.code === 'RESULT_SCORED_LIVE'
    ? 'This match was scored live meanwhile. Discard this result, then use Edit result to replace the live score.'
    : halt.message;

/**
 * The device's queue as the results grid reads it: per match, whether a result waits or was
 * refused. Once a result is sent (by this tab, or another, which the queue's shrinking tells),
 * the manager's reads are asked again, so the grid shows the server's state; `said` is told
 * each result this tab sent, for the screen reader.
 */
export function useResultQueue(token: string, said: (text: string) => void) {
  const queryClient = useQueryClient();
  const { actions, halt } = useOutbox();
  const results = actions.filter(isResult);

  const keys = results.map((a) => a.key).join(',');
  const before = useRef(keys);
  useEffect(() => {
    const gone = before.current.split(',').some((key) => key && !keys.split(',').includes(key));
    before.current = keys;
    if (gone) void queryClient.invalidateQueries({ queryKey: manageKey(token) });
  }, [keys, token, queryClient]);

  const tell = useRef(said);
  tell.current = said;
  useEffect(
    () =>
      onSent((action) => {
        if (isResult(action)) tell.current(`Saved: ${action.label}`);
      }),
    [],
  );

  const halted = halt ? results.find((a) => a.key === halt.key) : undefined;
  // A refusal may come of a change the grid has not seen (a scorer started the match live):
  // the manager's reads are asked again, so the row shows the match as it now is.
  useEffect(() => {
    if (!halted || !halt) return;
    void queryClient.invalidateQueries({ queryKey: manageKey(token) });
  }, [halted, halt, token, queryClient]);

  return (matchId: number): QueuedResult => {
    const mine = results.filter((a) => a.matchId === matchId);
    const refused = halt && mine.some((a) => a.key === halt.key) ? halt : null;
    return {
      queue: {
        pending: mine.length > 0,
        refusal: refused ? { key: refused.key, message: refusalWords(refused) } : null,
      },
      body: (mine.at(-1)?.body as ResultBody | undefined) ?? null,
    };
  };
}
