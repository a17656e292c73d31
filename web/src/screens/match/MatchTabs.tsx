import {
  isIndividualEvent,
  type MatchCompetitionSettings,
  type MatchDetail,
  type PresentationResponse,
} from '@touchline/domain';
import { memo, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../ui/Tabs';
import { EventsView } from './events/EventsView';
import { GameTab } from './gridiron/GameTab';
import { hasPlays } from './gridiron/useGame';
import { LineupsView } from './lineups/LineupsView';
import { OverviewView } from './overview/OverviewView';
import { StatsView } from './stats/StatsView';

const VIEWS = [
  { value: 'overview', label: 'Overview' },
  { value: 'events', label: 'Events' },
  { value: 'drives', label: 'Drives' },
  { value: 'boxscore', label: 'Box score' },
  { value: 'lineups', label: 'Line-ups' },
  { value: 'stats', label: 'Stats' },
] as const;
type View = (typeof VIEWS)[number]['value'];

interface MatchTabsProps {
  match: MatchDetail;
  settings: MatchCompetitionSettings | null;
  presentation: PresentationResponse;
  /** Play in the current period, for the progression's live end; null with no clock running. */
  elapsedMs: number | null;
}

/**
 * The match centre's sections as tabs: Overview (chart, match details, weather, form), Events
 * (the play-by-play for a match scored play by play, with its Drives and Box score beside it),
 * Line-ups (the field view and team lists; none for 'vs' competitions, spec 2.9) and Stats. An
 * individual event has no sides to list: its tabs are Overview and its results table. The chosen tab is in the address (?view=), so back and a shared link keep it.
 */
export const MatchTabs = memo(function MatchTabs({
  match,
  settings,
  presentation,
  elapsedMs,
}: MatchTabsProps) {
  const [params, setParams] = useSearchParams();
  // The header and the tab list are drawn first, the chosen tab's content in a render of its
  // own just after (React's deferred value): a cheap phone paints the score without waiting for
  // the chart, the cards and the tables.
  const drawn = useDeferredValue(true, false);
  const views = matchViews(match);
  const asked = params.get('view');
  const current: View = views.find((v) => v.value === asked)?.value ?? 'overview';
  const choose = (view: View) => {
    const next = new URLSearchParams(params);
    if (view === 'overview') next.delete('view');
    else next.set('view', view);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const periodLengthMs = (settings?.periodLengthMinutes ?? 0) * 60_000;
  return (
    <Tabs label="Match sections" tabs={views} current={current} onChange={choose}>
      {drawn && current === 'overview' && (
        <OverviewView
          match={match}
          presentation={presentation}
          periodLengthMs={periodLengthMs}
          elapsedMs={elapsedMs}
        />
      )}
      {drawn && current === 'events' && (
        <>
          {/* The events (scores, substitutions, corrections), then every play by drive. */}
          <EventsView match={match} presentation={presentation} />
          {hasPlays(match) && <GameTab view="events" match={match} settings={settings} />}
        </>
      )}
      {drawn && (current === 'drives' || current === 'boxscore') && (
        <GameTab view={current} match={match} settings={settings} />
      )}
      {drawn && current === 'lineups' && (
        <LineupsView match={match} settings={settings} presentation={presentation} />
      )}
      {drawn && current === 'stats' && <StatsView match={match} presentation={presentation} />}
    </Tabs>
  );
});

/**
 * The tabs a match has: Drives and Box score only for a match scored play by play; no line-ups
 * in a 'vs' competition; an individual event's are its results.
 */
function matchViews(match: MatchDetail): readonly { value: View; label: string }[] {
  if (isIndividualEvent(match))
    return [
      { value: 'overview', label: 'Overview' },
      { value: 'stats', label: 'Results' },
    ];
  const plays = hasPlays(match);
  return VIEWS.filter(
    (v) =>
      (v.value !== 'lineups' || match.competitionSettings.type !== 'vs') &&
      (plays || (v.value !== 'drives' && v.value !== 'boxscore')),
  );
}
