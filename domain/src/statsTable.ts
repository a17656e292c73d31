import type { EventTypeResponse } from './api/national';
import type { TableData } from './schemas/values';

export interface StatEvent {
  type: number;
  kind: 'scoring' | 'movement';
  playerId: number | null;
}

export interface StatPlayer {
  id: number;
  name: string;
  shirtNum: number | null;
}

/**
 * The player stats grid of a match: one row per player with a scoring event (and one
 * 'Unassigned' row for events without a player), one column per visible scoring type.
 */
export function playerStatsTable(
  events: readonly StatEvent[],
  types: readonly EventTypeResponse[],
  players: ReadonlyMap<number, StatPlayer>,
): TableData {
  const columns = types.filter((t) => t.visibleInLadders !== false);
  const rows = new Map<number | null, number[]>();
  for (const event of events) {
    if (event.kind !== 'scoring') continue;
    const column = columns.findIndex((t) => t.type === event.type);
    if (column < 0) continue;
    const key = event.playerId != null && players.has(event.playerId) ? event.playerId : null;
    const counts = rows.get(key) ?? columns.map(() => 0);
    counts[column]! += 1;
    rows.set(key, counts);
  }
  const body = [...rows].map(([id, counts]) => {
    const player = id == null ? undefined : players.get(id);
    return [player?.shirtNum ?? null, player?.name ?? 'Unassigned', ...counts];
  });
  body.sort((a, b) => String(a[1]).localeCompare(String(b[1])));
  return {
    label: 'Player Stats',
    headers: ['#', 'Player Name', ...columns.map((t) => t.abbreviation)],
    rows: body,
  };
}
