import { type ResultSportIcon, resultSportIcon } from '@touchline/domain';

/** Outline drawings on a 24-unit grid, stroked in the current colour. */
const DRAWINGS: Record<ResultSportIcon, string[]> = {
  // A flag on its pin, the green, and a ball.
  golf: ['M8 20V3', 'M8 3.5l9 3.5-9 3.5', 'M3.5 20.5c2.5-1.6 6.5-1.6 9 0', 'M17 18.5a1.5 1.5 0 1 0 0-.01'],
  // A stopwatch.
  race: ['M12 22a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z', 'M12 14v-4', 'M10 2h4', 'M12 2v4', 'M18.5 6.5 20 5'],
  // A ball with its seams.
  tennis: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
    'M4.3 7.4C7.6 9 9.3 12.4 8.7 20.4',
    'M19.7 16.6C16.4 15 14.7 11.6 15.3 3.6',
  ],
  // Two sides meeting.
  headToHead: ['M3 8h14', 'M13 4l4 4-4 4', 'M21 16H7', 'M11 12l-4 4 4 4'],
  // A podium: first in the middle, second and third either side.
  podium: [
    'M9 21V9h6v12',
    'M3 21v-8h6',
    'M15 21v-5h6v5',
    'M2 21h20',
    'M12 3.5l.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2L9.1 5.6l2-.3Z',
  ],
};

/**
 * The icon of a result group's sport type (spec 2.15); nothing for a type without one. Decorative:
 * the type is always written beside it.
 */
export function SportIcon({ type, size = 24 }: { type: string | null | undefined; size?: number }) {
  const icon = resultSportIcon(type);
  if (!icon) return null;
  return (
    <svg
      className={`sport-icon sport-icon--${icon}`}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      data-icon={icon}
    >
      {DRAWINGS[icon].map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
