import type { LiveLadderResponse } from '@touchline/domain';
import { LadderTables, shownGroups } from './LadderTables';
import { useLiveMoves } from './useLiveMoves';

/** The banner over the ladder as it stands. */
export const PROVISIONAL = 'Provisional: live matches counted at their current scores';

/**
 * The ladder as it stands (issue 27): live matches counted at their current scores, under a
 * provisional banner. Teams playing now are marked Live; rows that moved since the previous
 * answer show it for a few seconds, and the moves are told to screen readers, politely.
 */
export function AsItStands({
  data,
  pool,
  playing,
}: {
  data: LiveLadderResponse;
  pool: string;
  playing: ReadonlySet<number>;
}) {
  const { moves, announcement } = useLiveMoves(data);
  const { visible } = shownGroups(data, 0, pool);
  return (
    <>
      <p className="ladder-provisional">
        <span className="ladder-provisional__dot" aria-hidden="true" />
        {PROVISIONAL}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <LadderTables
        data={data}
        visible={visible}
        round={0}
        provisional={data.provisional}
        playing={playing}
        moves={moves}
      />
    </>
  );
}
