import { organisationLabel } from '@touchline/domain';
import { Logo } from '../../ui/Logo';
import { Standing } from '../../ui/Standing';
import { BallMark } from './BallMark';
import { resultText, type SideView } from './matchSides';
import './teamLine.css';

interface TeamLineProps {
  side: SideView;
  showScore: boolean;
  /** 'vs' competitions show each player's picture, in a portrait frame. */
  isVs: boolean;
  /** Rows show the organisation only on cards, where there is room. */
  showOrganisation?: boolean;
  logoSize?: number;
}

/**
 * One side of a match: logo, name (with its record and ladder place, where the list carries them,
 * and its lowest-ranked organisation on cards), the forfeit arrow, a small ball by the team with
 * the ball in a gridiron game under way, the score, and the result as a
 * bold name plus a letter and words, not colour alone.
 */
export function TeamLine({ side, showScore, isVs, showOrganisation = true, logoSize = 36 }: TeamLineProps) {
  const outcome = side.result === 'W' ? ' team-line--won' : side.result === 'L' ? ' team-line--lost' : '';
  return (
    <span className={`team-line${outcome}`}>
      {side.present ? (
        <Logo src={side.logoUrl} name={side.name} size={logoSize} className={isVs ? 'logo--player' : ''} />
      ) : (
        <span className="team-line__empty" style={{ width: logoSize, height: logoSize }} aria-hidden="true" />
      )}
      <span className="team-line__text">
        <span className={`team-line__name${side.present ? '' : ' team-line__name--missing'}`}>
          {side.name}
          {side.forfeited && <ForfeitMark />}
          {side.hasBall && (
            <span className="team-line__ball" title="Has the ball">
              <BallMark size={10} />
              <span className="visually-hidden">, has the ball</span>
            </span>
          )}
          {side.standing && <Standing standing={side.standing} />}
        </span>
        {showOrganisation && side.organisation && (
          <span className="team-line__org">{organisationLabel(side.organisation)}</span>
        )}
      </span>
      {showScore && <span className="team-line__score">{side.score}</span>}
      {side.result && (
        <span className={`team-line__result team-line__result--${side.result}`}>
          <span aria-hidden="true">{side.result}</span>
          <span className="visually-hidden">{resultText(side.result)}</span>
        </span>
      )}
    </span>
  );
}

/** The arrow marking the team that forfeited (spec 2.6). */
export function ForfeitMark() {
  return (
    <span className="forfeit-mark" title="Forfeited">
      <svg viewBox="0 0 16 16" width={14} height={14} aria-hidden="true">
        <path
          d="M13 8H4m4-4L4 8l4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        />
      </svg>
      <span className="visually-hidden">forfeited</span>
    </span>
  );
}

/**
 * An individual event (a combine drill, a race) where a team match has its two sides: what the
 * event is, since it has no teams, and no winner or draw of its own; its results are its table.
 */
export function EventLine({ name, iconSize = 36 }: { name: string | null; iconSize?: number }) {
  return (
    <span className="team-line event-line">
      <span className="event-line__icon" style={{ width: iconSize, height: iconSize }} aria-hidden="true">
        <svg viewBox="0 0 24 24" width={iconSize * 0.55} height={iconSize * 0.55} aria-hidden="true">
          <path
            d="M10 2h4M12 14l3-3M12 22a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          />
        </svg>
      </span>
      <span className="team-line__text">
        <span className="team-line__name event-line__name">{name ?? 'Event'}</span>
        <span className="team-line__org">Individual event</span>
      </span>
    </span>
  );
}
