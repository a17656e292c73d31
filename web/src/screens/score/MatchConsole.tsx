import { useQuery } from '@tanstack/react-query';
import {
  eventClock,
  hasLiveTiming,
  type MatchDetail,
  periodOfStatus,
  type ScorableMatch,
  scoringControls,
  type TeamSide,
} from '@touchline/domain';
import { matchQueries } from '../../api/matches';
import { teamPageQueries } from '../../api/teamPages';
import { useMatchClock } from '../../live/useMatchClock';
import { useMatchLive } from '../../live/useMatchLive';
import { ClockPanel } from './ClockPanel';
import { FanView } from './FanView';
import { queueAction } from './outboxStore';
import { QueuePanel } from './QueuePanel';
import { StatusPanel } from './StatusPanel';
import { TeamListsPanel } from './TeamListsPanel';
import { TeamPanel } from './TeamPanel';
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

function Controls({ match }: { match: MatchDetail; token: string }) {
  const clock = useQuery(matchQueries.clock(match._id)).data;
  const stream = useMatchLive(match._id, true, noAlert);
  const liveTiming = hasLiveTiming(match.status, match.allMatchStatuses, clock?.timer);
  const timer = useMatchClock(clock);
  const types = useQuery(teamPageQueries.eventTypes([match.competition._id])).data?.allEventsCombined;
  const controls = scoringControls(types?.scoringEvents ?? []);
  const substitution = types?.playerMovements[0] ?? null;
  // Before kick-off the team lists come first; after it, the scoring does.
  const beforeKickOff = match.status === 'pre-game';

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

  return (
    <div className="score-console" data-match={match._id}>
      <h2 className="visually-hidden">
        Scoring {match.homeTeam?.name ?? 'Home'} v {match.awayTeam?.name ?? 'Away'}
      </h2>
      <FanView match={match} timer={timer} stream={stream} />
      <QueuePanel />
      {beforeKickOff && <TeamListsPanel match={match} />}
      <div className="score-teams">
        {(['homeTeam', 'awayTeam'] as const).map((side) => (
          <TeamPanel
            key={side}
            match={match}
            side={side}
            controls={controls}
            substitution={substitution}
            onScore={(control, player) =>
              record('scorings', side, `${control.label}, ${match[side]?.name ?? side}`, {
                type: control.type,
                ...(player === null ? {} : { player }),
              })
            }
            onSubstitute={(off, on) =>
              substitution &&
              record('movements', side, `Substitution, ${match[side]?.name ?? side}`, {
                type: substitution.type,
                off,
                on,
              })
            }
            onTimeout={() =>
              queueAction({
                matchId: match._id,
                method: 'POST',
                path: `/live/matches/${match._id}/timeouts`,
                body: { team: side },
                label: `Timeout, ${match[side]?.name ?? side}`,
              })
            }
          />
        ))}
      </div>
      <UndoButton match={match} />
      <ClockPanel match={match} timer={timer} />
      <StatusPanel match={match} />
      {!beforeKickOff && <TeamListsPanel match={match} />}
    </div>
  );
}
