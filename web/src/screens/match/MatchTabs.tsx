import type {
  MatchCompetitionSettings,
  MatchDetail,
  PresentationResponse,
  TimerView,
} from '@touchline/domain';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EventsView } from './events/EventsView';
import { LineupsView } from './lineups/LineupsView';
import { OverviewView } from './overview/OverviewView';
import { StatsView } from './stats/StatsView';

const VIEWS = [
  { value: 'overview', label: 'Overview' },
  { value: 'events', label: 'Events' },
  { value: 'lineups', label: 'Line-ups' },
  { value: 'stats', label: 'Stats' },
] as const;
type View = (typeof VIEWS)[number]['value'];

interface MatchTabsProps {
  match: MatchDetail;
  settings: MatchCompetitionSettings | null;
  presentation: PresentationResponse;
  timer: TimerView | null;
}

/**
 * The match centre's sections as tabs: Overview (chart, match details, weather, form), Events,
 * Line-ups (the field view and team lists; none for 'vs' competitions, spec 2.9) and Stats. The
 * chosen tab is in the address (?view=), so back and a shared link keep it. Arrow keys, Home and
 * End move between tabs, as in any tab list.
 */
export function MatchTabs({ match, settings, presentation, timer }: MatchTabsProps) {
  const [params, setParams] = useSearchParams();
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const views = VIEWS.filter((v) => v.value !== 'lineups' || match.competitionSettings.type !== 'vs');
  const asked = params.get('view');
  const current: View = views.find((v) => v.value === asked)?.value ?? 'overview';

  const choose = (view: View) => {
    const next = new URLSearchParams(params);
    if (view === 'overview') next.delete('view');
    else next.set('view', view);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = views.findIndex((v) => v.value === current);
    const to = {
      ArrowRight: (at + 1) % views.length,
      ArrowLeft: (at - 1 + views.length) % views.length,
      Home: 0,
      End: views.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(views[to]!.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };

  const periodLengthMs = (settings?.periodLengthMinutes ?? 0) * 60_000;
  return (
    <div className="match-tabs">
      <div
        className="match-tabs__list"
        role="tablist"
        aria-label="Match sections"
        ref={list}
        onKeyDown={onKeyDown}
      >
        {views.map((view) => (
          <button
            key={view.value}
            type="button"
            role="tab"
            id={`${base}-${view.value}`}
            aria-selected={view.value === current}
            aria-controls={`${base}-panel`}
            tabIndex={view.value === current ? 0 : -1}
            className="match-tabs__tab"
            onClick={() => choose(view.value)}
          >
            {view.label}
          </button>
        ))}
      </div>
      <div
        className="match-tabs__panel"
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${current}`}
      >
        {current === 'overview' && (
          <OverviewView
            match={match}
            presentation={presentation}
            periodLengthMs={periodLengthMs}
            timer={timer}
          />
        )}
        {current === 'events' && <EventsView match={match} presentation={presentation} />}
        {current === 'lineups' && (
          <LineupsView match={match} settings={settings} presentation={presentation} />
        )}
        {current === 'stats' && <StatsView match={match} presentation={presentation} />}
      </div>
    </div>
  );
}
