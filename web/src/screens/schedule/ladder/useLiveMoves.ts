import type { LiveLadderResponse } from '@touchline/domain';
import { useEffect, useRef, useState } from 'react';
import { type LiveMove, liveMoves, movesAnnouncement } from './liveMoves';

/** How long a row shows that it moved. */
export const MOVE_SHOWN_MS = 4_000;

const NO_MOVES: ReadonlyMap<number, LiveMove> = new Map();

/**
 * The moves between one answer of the ladder as it stands and the next: the rows that moved,
 * shown for MOVE_SHOWN_MS, and the sentence the polite live region says. Answers of another
 * grouping are not compared.
 */
export function useLiveMoves(data: LiveLadderResponse | undefined) {
  const previous = useRef<LiveLadderResponse | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [moves, setMoves] = useState(NO_MOVES);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!data) return;
    const before = previous.current;
    previous.current = data;
    if (!before || before === data || before.groupBy !== data.groupBy) return;
    const found = liveMoves(before.teams, data.teams);
    if (!found.length) return;
    setMoves(new Map(found.map((m) => [m.teamId, m])));
    setAnnouncement(movesAnnouncement(found));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMoves(NO_MOVES), MOVE_SHOWN_MS);
  }, [data]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { moves, announcement };
}
