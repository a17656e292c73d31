import {
  driveResultText,
  driveSummary,
  type GameReplay,
  type GameRules,
  type MatchDetail,
  playByPlay,
} from '@touchline/domain';
import { useMemo } from 'react';
import { PlayList } from './PlayList';
import { sideNames } from './useGame';
import './drives.css';

interface PlayByPlayViewProps {
  match: MatchDetail;
  rules: GameRules;
  replay: GameReplay | null;
  /** Newest drive first while the match is under way; in match order once it is over. */
  newestFirst: boolean;
}

/**
 * The Events tab of a match scored play by play: every play, grouped by drive under its team,
 * result and summary, each with the situation it was snapped in; scoring plays marked out.
 */
export function PlayByPlayView({ match, rules, replay, newestFirst }: PlayByPlayViewProps) {
  const groups = useMemo(
    () => (replay ? playByPlay(rules, match.plays, replay) : []),
    [rules, match.plays, replay],
  );
  const names = sideNames(match);
  const shown = newestFirst ? [...groups].reverse() : groups;
  return (
    <section className="centre-card play-by-play" aria-labelledby="plays-title">
      <h2 id="plays-title" className="centre-card__title">
        Play by play
      </h2>
      {replay === null && <p className="centre-card__empty">The plays cannot be read with these rules.</p>}
      {shown.map((group) => {
        const drive = group.drive;
        const key = drive ? `drive-${drive.number}` : 'loose';
        return (
          <section key={key} className="drive-group" aria-labelledby={`${key}-title`}>
            <h3 id={`${key}-title`} className="drive-group__title">
              {drive ? (
                <>
                  <span className="drive-group__team">{names[drive.team]}</span>
                  <span className="drive-group__result">{driveResultText(drive.result)}</span>
                  <span className="drive-group__summary">{driveSummary(drive)}</span>
                </>
              ) : (
                <span className="drive-group__team">Kickoff</span>
              )}
            </h3>
            <PlayList match={match} rules={rules} lines={group.lines} names={names} />
          </section>
        );
      })}
    </section>
  );
}
