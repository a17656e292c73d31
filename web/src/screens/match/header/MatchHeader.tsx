import {
  addedTimeFor,
  isIndividualEvent,
  isLiveStatus,
  kickoffDay,
  type MatchClock,
  type MatchDetail,
  type PresentationResponse,
  roundLabel,
  scoreLine,
  showsReportButton,
  statusBadge,
  statusLabel,
  type TimerView,
  timeLabel,
} from '@touchline/domain';
import type { StreamState } from '../../../live/matchStream';
import { BackButton } from '../../../ui/BackButton';
import { StatusBadgeView } from '../../../ui/StatusBadge';
import { HeroTeam } from './HeroTeam';
import { MatchActions } from './MatchActions';
import { PeriodScoreTable } from './PeriodScoreTable';
import { ReportButton } from './ReportButton';
import { ScoreBoard } from './ScoreBoard';
import { SetScoreTable } from './SetScoreTable';
import { ShootoutPanel } from './ShootoutPanel';
import './header.css';

interface MatchHeaderProps {
  match: MatchDetail;
  presentation: PresentationResponse;
  /** The clock and timeouts, when live timing is on. */
  clock: MatchClock | null;
  timer: TimerView | null;
  stream: StreamState;
  online: boolean;
}

/**
 * The top of the match centre (spec 2.9): the background the national's settings choose, the
 * back button, the competition as the title with the round and matchName, the Report download,
 * both teams, the score by the spec's rules, the status badge with the running clock, and the
 * per-period, per-set or shoot-out tables, then Follow and Share. A screen reader hears each new score. An individual
 * event has no sides or score: its name stands in the middle, and its results are a tab.
 */
export function MatchHeader({ match, presentation, clock, timer, stream, online }: MatchHeaderProps) {
  const status = online ? match.status : 'offline';
  const period = match.allMatchStatuses.find((s) => s.value === match.status)?.period ?? 1;
  const badge = statusBadge({
    status,
    sequence: match.allMatchStatuses,
    timer,
    addedTimeMs: clock?.timer ? addedTimeFor(clock.timer, period) : 0,
    currentSetId: match.currentSetId,
    setScores: match.setScores,
    matchCentre: true,
  });
  const showsClock = timer !== null && badge.text.startsWith(timer.display);
  const line = scoreLine({
    status: match.status,
    scores: match.scores,
    scoringEvents: match.scoringEvents,
    setScoring: match.setScoring,
    setScores: match.setScores,
    currentSetId: match.currentSetId,
    perPeriodScore: match.display.perPeriodScore,
  });
  const timeouts =
    clock && clock.competitionTimeouts > 0 && match.status !== 'pre-game' ? clock.timeoutsRemaining : null;
  const background = presentation.settings.matchCentreBackground;
  const home = match.homeTeam?.name ?? 'Home';
  const away = match.awayTeam?.name ?? 'Away';
  const individual = isIndividualEvent(match);
  const badgeView = (
    <StatusBadgeView
      badge={badge}
      live={isLiveStatus(status) && badge.colour === 'light'}
      className={showsClock ? 'status-badge--clock' : ''}
    />
  );

  return (
    <header className={`match-hero match-hero--${background}`}>
      <div className="match-hero__bar">
        <BackButton fallback="/tabs/schedule" className="match-hero__back" />
        <div className="match-hero__titles">
          <h1 id="match-title" className="match-hero__title">
            {match.competition.name}
          </h1>
          <p className="match-hero__sub">
            {[match.round ? roundLabel(match.round) : null, individual ? null : match.matchName]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {!individual && showsReportButton(match.status, presentation.settings.reportDownloads) && (
          <ReportButton match={match} presentation={presentation} />
        )}
      </div>

      {individual ? (
        <div className="match-hero__event">
          <p className="match-hero__event-name">{match.matchName ?? 'Event'}</p>
          <p className="match-hero__event-kind">Individual event</p>
          {match.status === 'pre-game' && (
            <Kickoff dateTime={match.dateTime} timeZone={presentation.timezone} />
          )}
          {badgeView}
          <StreamNote state={stream} />
        </div>
      ) : (
        <div className="match-hero__board">
          <HeroTeam match={match} side="homeTeam" timeoutsRemaining={timeouts?.homeTeam ?? null} />
          <div className="match-hero__centre">
            {match.status === 'pre-game' ? (
              <Kickoff dateTime={match.dateTime} timeZone={presentation.timezone} />
            ) : (
              <ScoreBoard line={line} scores={match.scores} />
            )}
            {showsClock && <span className="match-hero__period">{statusLabel(match.status)}</span>}
            {badgeView}
            <StreamNote state={stream} />
          </div>
          <HeroTeam match={match} side="awayTeam" timeoutsRemaining={timeouts?.awayTeam ?? null} />
        </div>
      )}

      {!individual && match.display.perPeriodScore && <PeriodScoreTable match={match} />}
      {(match.currentSetId !== null || match.setScores.length > 0) && <SetScoreTable match={match} />}
      {match.status === 'penalty' && <ShootoutPanel events={match.scoringEvents} />}
      <MatchActions match={match} />

      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {match.status === 'pre-game' || individual
          ? ''
          : `Score: ${home} ${match.scores.homeTeam}, ${away} ${match.scores.awayTeam}`}
      </p>
    </header>
  );
}

/** Before the start: the day ('Today', 'Tomorrow', 'Sat 28 Nov') over the time, or 'TBA'. */
function Kickoff({ dateTime, timeZone }: { dateTime: string | null; timeZone: string }) {
  if (!dateTime) return <p className="match-hero__kickoff">TBA</p>;
  return (
    <p className="match-hero__kickoff">
      <time dateTime={dateTime}>
        <span className="match-hero__kickoff-day">{kickoffDay(dateTime, new Date(), timeZone)}</span>
        <span className="match-hero__kickoff-time">{timeLabel(dateTime, timeZone)}</span>
      </time>
    </p>
  );
}

/** Says so while the live stream is being re-established; nothing while all is well. */
function StreamNote({ state }: { state: StreamState }) {
  if (state !== 'reconnecting') return null;
  return (
    <span className="stream-note" role="status">
      <span className="stream-note__spinner" aria-hidden="true" />
      Reconnecting…
    </span>
  );
}
