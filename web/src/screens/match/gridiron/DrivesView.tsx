import {
  type DriveGroup,
  driveResultText,
  driveSummary,
  type GameReplay,
  type GameRules,
  isScoringDrive,
  type MatchDetail,
  playByPlay,
  playClock,
  type SideNames,
  spotWithTeams,
} from '@touchline/domain';
import { useMemo } from 'react';
import { Logo } from '../../../ui/Logo';
import { PlayList } from './PlayList';
import { periodAbbreviation, sideNames } from './useGame';
import './drives.css';

interface DrivesViewProps {
  match: MatchDetail;
  rules: GameRules;
  replay: GameReplay | null;
  /** Newest first while the match is under way; in match order once it is over. */
  newestFirst: boolean;
}

/**
 * The Drives tab: each possession with its team, where and when it started, its plays, yards
 * and time, and how it ended in words; each opens to its plays.
 */
export function DrivesView({ match, rules, replay, newestFirst }: DrivesViewProps) {
  const groups = useMemo(
    () => (replay ? playByPlay(rules, match.plays, replay).filter((g) => g.drive !== null) : []),
    [rules, match.plays, replay],
  );
  const names = sideNames(match);
  const shown = newestFirst ? [...groups].reverse() : groups;
  return (
    <section className="centre-card drives" aria-labelledby="drives-title">
      <h2 id="drives-title" className="centre-card__title">
        Drives
      </h2>
      {replay === null ? (
        <p className="centre-card__empty">The drives cannot be worked out from these plays.</p>
      ) : shown.length === 0 ? (
        <p className="centre-card__empty">No drives yet</p>
      ) : (
        <ol className="drives__list">
          {shown.map((group) => (
            <DriveItem key={group.drive!.number} group={group} match={match} rules={rules} names={names} />
          ))}
        </ol>
      )}
    </section>
  );
}

function DriveItem({
  group,
  match,
  rules,
  names,
}: {
  group: DriveGroup;
  match: MatchDetail;
  rules: GameRules;
  names: SideNames;
}) {
  const drive = group.drive!;
  const team = drive.team === 'home' ? match.homeTeam : match.awayTeam;
  const start = playClock(
    { period: drive.startPeriod, min: drive.startMin, sec: drive.startSec },
    rules.periodSeconds,
    periodAbbreviation(match),
  );
  const spot = spotWithTeams(drive.startBallOn, rules.fieldLength, drive.team, names);
  const scored = isScoringDrive(drive);
  return (
    <li className={`drive${scored ? ' drive--scored' : ''}`}>
      <details>
        <summary className="drive__summary">
          <Logo src={team?.imgUrl ?? team?.meta.imgUrl} name={names[drive.team]} size={28} />
          <span className="drive__text">
            <span className="drive__team">{names[drive.team]}</span>
            <span className="drive__start">
              <span className="visually-hidden">Started </span>
              {start} · {spot}
            </span>
          </span>
          <span className="drive__numbers">
            <span className={`drive__result${drive.result === null ? ' drive__result--open' : ''}`}>
              {driveResultText(drive.result)}
            </span>
            <span className="drive__summary-line">{driveSummary(drive)}</span>
          </span>
        </summary>
        <PlayList match={match} rules={rules} lines={group.lines} names={names} />
      </details>
    </li>
  );
}
