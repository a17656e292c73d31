import { useQuery } from '@tanstack/react-query';
import {
  eventClock,
  hasLiveTiming,
  type MatchDetail,
  periodOfStatus,
  queuedStatus,
  type ScorableMatch,
  scoringControls,
  type TeamSide,
  timeoutPath,
} from '@touchline/domain';
import { matchQueries } from '../../api/matches';
import { teamPageQueries } from '../../api/teamPages';
import { useMatchClock } from '../../live/useMatchClock';
import { useMatchLive } from '../../live/useMatchLive';
import { queueAction, useOutbox } from '../../writes/outboxStore';
import { ClockPanel } from './ClockPanel';
import { FanView } from './FanView';
import { LatestEvents } from './LatestEvents';
import { sideName } from './players';
import { ModeSwitch, useConsoleMode } from './plays/ModeSwitch';
import { PlayConsole } from './plays/PlayConsole';
import { QueuePanel, RefusedAction } from './QueuePanel';
import { ScorePad } from './ScorePad';
import { NextStatusButton, StatusPanel } from './StatusPanel';
import { Substitutions } from './Substitutions';
import { TeamListsPanel } from './TeamListsPanel';
import { UndoButton } from './UndoButton';

const noAlert = () => {};

/** One match's console: what fans see, the queue, and the controls, each a write through the queue. */
export function MatchConsole({ match, token }: { match: ScorableMatch; token: string }) {
  const detail = useQuery(matchQueries.detail(match._id));
  if (!detail.data)
    return (
      <p className="score-note" role={detail.error ? 'alert' : undefined}>
        {detail.error ? `The match could not be loaded: ${detail.error.message}` : 'Loading the match…'}
      </p>
    );
  return <Controls match={detail.data} token={token} />;
}

/**
 * The controls in the order a scorer reaches for them on a phone: the bar (score, clock, and
 * whether everything is sent) stays in view; Kick-off first before the game; then the scoring
 * buttons, undo, the clock and the status (with the next status in one tap once under way); what is rarer (substitutions, team lists, the latest
 * events, which actions wait) below.
 */
function Controls({ match }: { match: MatchDetail; token: string }) {
  const clock = useQuery(matchQueries.clock(match._id)).data;
  const stream = useMatchLive(match._id, true, noAlert);
  const liveTiming = hasLiveTiming(match.status, match.allMatchStatuses, clock?.timer);
  const timer = useMatchClock(clock);
  const types = useQuery(teamPageQueries.eventTypes([match.competition._id])).data?.allEventsCombined;
  const controls = scoringControls(types?.scoringEvents ?? []);
  const substitution = types?.playerMovements[0] ?? null;
  const settingsQuery = useQuery(matchQueries.competitionSettings(match._id));
  const settings = settingsQuery.data;
  // A competition scored play by play opens in Plays; the event pad stays a tap away.
  const [mode, setMode] = useConsoleMode(match._id);
  const playByPlay = Boolean(settings?.gridiron);
  // As the device sees it: once Kick-off is tapped, the console is laid out for play, sent or not.
  const beforeKickOff = (queuedStatus(useOutbox().actions, match._id) ?? match.status) === 'pre-game';

  /** When an event happens: the status's period, and the game time gone on the clock. */
  const now = () => ({
    period: periodOfStatus(match.status, match.allMatchStatuses),
    ...eventClock(liveTiming ? (timer?.elapsedMs ?? null) : null),
  });
  const record = (
    kind: 'scorings' | 'movements',
    side: TeamSide,
    label: string,
    body: Record<string, unknown>,
  ) =>
    queueAction({
      matchId: match._id,
      method: 'POST',
      path: `/live/matches/${match._id}/${kind}`,
      body: { isHomeTeam: side === 'homeTeam', ...now(), ...body },
      label,
      isEvent: true,
    });
  const lists = <TeamListsPanel match={match} />;

  return (
    <div className="score-console" data-match={match._id}>
      <h2 className="visually-hidden">
        Scoring {sideName(match, 'homeTeam')} v {sideName(match, 'awayTeam')}
      </h2>
      <FanView match={match} timer={timer} stream={stream} />
      <RefusedAction />
      {beforeKickOff && <NextStatusButton match={match} />}
      {playByPlay && <ModeSwitch mode={mode} onChange={setMode} />}
      {settingsQuery.isPending ? (
        // Which pad the match takes is known once its competition's settings are read.
        <p className="score-note">Loading the scoring pad…</p>
      ) : settings && playByPlay && mode === 'plays' ? (
        <PlayConsole match={match} settings={settings} clock={now} />
      ) : (
        <>
          <ScorePad
            match={match}
            controls={controls}
            timeoutsLeft={clock?.timeoutsRemaining ?? null}
            onScore={(side, control, player) =>
              record('scorings', side, `${control.label}, ${sideName(match, side)}`, {
                type: control.type,
                ...(player === null ? {} : { player }),
              })
            }
            onTimeout={(side) =>
              queueAction({
                matchId: match._id,
                method: 'POST',
                path: timeoutPath(match._id),
                body: { team: side },
                label: `Timeout, ${sideName(match, side)}`,
                isEvent: true,
              })
            }
          />
          <UndoButton match={match} />
        </>
      )}
      {beforeKickOff && lists}
      <ClockPanel match={match} timer={timer} periodMs={clock?.periodLengthMillis ?? null} />
      <StatusPanel match={match} withNext={!beforeKickOff} />
      {substitution && (
        <Substitutions
          match={match}
          onSubstitute={(side, off, on) =>
            record('movements', side, `Substitution, ${sideName(match, side)}`, {
              type: substitution.type,
              off,
              on,
            })
          }
        />
      )}
      <LatestEvents match={match} />
      <QueuePanel />
      {!beforeKickOff && lists}
    </div>
  );
}
