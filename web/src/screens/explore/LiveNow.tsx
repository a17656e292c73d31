import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { matchQueries } from '../../api/matches';
import { useBranding } from '../../shell/branding';

/** New matches start while Explore is open; their competitions' streams carry the rest. */
const DISCOVER_EVERY_MS = 60_000;

/** The strip's cards and its streams: code fetched only when a match is under way. */
const LiveStrip = lazy(() => import('./LiveStrip'));

/**
 * 'Live now': the matches under way across the scope's competitions. The list itself is looked
 * at again each minute for matches that have started; nothing shows when nothing is under way,
 * and the cards' code is not even fetched.
 */
export function LiveNow() {
  const { scope, loading } = useBranding();
  const live = useQuery({
    ...matchQueries.live(scope),
    enabled: !loading,
    refetchInterval: DISCOVER_EVERY_MS,
  });
  if (!live.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <LiveStrip matches={live.data} />
    </Suspense>
  );
}
