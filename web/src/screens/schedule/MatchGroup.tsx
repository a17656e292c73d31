import { availableDates, type Bye, dayLabel, type MatchSummary, type RoundGroup } from '@touchline/domain';
import { MatchList } from './MatchList';

interface MatchGroupProps {
  group: RoundGroup<MatchSummary, Bye>;
  desktop: boolean;
  timeZone: string;
  now: Date;
  defaultScoreFFReceived: number | null;
  /** False for a round not drawn yet: its heading and its space only (useRoundWindow.ts). */
  drawn: boolean;
  /** Draws the round once it comes near the screen. */
  watch: (element: HTMLElement | null) => (() => void) | undefined;
}

/**
 * About how tall a round is, heading included, so a round not drawn (and one skipped off screen
 * by content-visibility) holds its place: a card on a phone, a table row on desktop.
 */
function roundHeight(matches: number, desktop: boolean): number {
  return desktop ? 90 + matches * 80 : 44 + matches * 254;
}

/** The element id of a round's section, the auto-scroll's target. */
export const roundSectionId = (key: number) => `round-${key}`;

/**
 * One round of the schedule (spec 2.5): its heading, match count and match days, its matches
 * (a table on desktop, cards on phones), and after its last match the teams with a bye; or,
 * until it comes near the screen, its heading and its space.
 */
export function MatchGroup({
  group,
  desktop,
  timeZone,
  now,
  defaultScoreFFReceived,
  drawn,
  watch,
}: MatchGroupProps) {
  const headingId = `${roundSectionId(group.key)}-title`;
  const height = roundHeight(group.matches.length, desktop);
  const days = availableDates(
    group.matches.map((m) => m.dateTime),
    timeZone,
  );
  return (
    <section
      id={roundSectionId(group.key)}
      className="round"
      aria-labelledby={headingId}
      style={{ containIntrinsicSize: `auto ${height}px` }}
    >
      <header className="round__head">
        <h2 id={headingId} className="round__title">
          {group.label}
        </h2>
        <span className="round__count">{group.countLabel}</span>
        {days.length > 0 && (
          <ul className="round__dates" aria-label="Match days">
            {days.map((day) => {
              const label = dayLabel(day, now, timeZone);
              return (
                <li
                  key={day}
                  className={label === 'Today' ? 'round__date round__date--today' : 'round__date'}
                >
                  <time dateTime={day}>{label}</time>
                </li>
              );
            })}
          </ul>
        )}
      </header>
      {drawn ? (
        <>
          <MatchList
            matches={group.matches}
            desktop={desktop}
            caption={`${group.label} matches`}
            timeZone={timeZone}
            defaultScoreFFReceived={defaultScoreFFReceived}
          />
          <Byes group={group} desktop={desktop} />
        </>
      ) : (
        <div
          ref={watch}
          className="round__pending"
          data-round={group.key}
          style={{ height: height - 44 }}
          aria-hidden="true"
        />
      )}
    </section>
  );
}

const BYE_ROUND_TYPES = {
  desktop: ['regular', 'Regular'],
  mobile: ['regular', 'Regular', 'knockout', 'Knockout'],
};

/**
 * 'Round {n} BYES' after a round's last match: on desktop for regular rounds, on phones for
 * regular and knockout rounds (spec 2.5).
 */
function Byes({ group, desktop }: { group: RoundGroup<MatchSummary, Bye>; desktop: boolean }) {
  const type = group.round?.type;
  if (!group.matches.length || !group.byes.length || !type) return null;
  if (!BYE_ROUND_TYPES[desktop ? 'desktop' : 'mobile'].includes(type)) return null;
  const number = group.byes[0]!.round.number;
  return (
    <div className="byes">
      <h3 className="byes__title">Round {number} BYES</h3>
      <ul className="byes__list">
        {group.byes.map((bye, i) => (
          <li key={bye.team?._id ?? `none-${i}`}>{bye.team?.name || 'N/A'}</li>
        ))}
      </ul>
    </div>
  );
}
