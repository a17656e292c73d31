import { type FinalsMark, marksLegend } from '@touchline/domain';
import { useId } from 'react';

/** Under the tables: what each mark shown means, and that a mark holds whatever comes. */
export function MarksLegend({
  teams,
  byes,
}: {
  teams: readonly { mark?: FinalsMark | null }[];
  /** The finals' byes: without them, z is the top seed. */
  byes: number;
}) {
  const titleId = useId();
  const marks = marksLegend(teams, byes);
  if (!marks.length) return null;
  return (
    <section className="ladder-legend" aria-labelledby={titleId}>
      <h2 id={titleId} className="ladder-legend__title">
        Marks
      </h2>
      <ul className="ladder-legend__list">
        {marks.map(({ mark, name }) => (
          <li key={mark} className="ladder-legend__item">
            <span className={`ladder-mark ladder-mark--${mark}`} aria-hidden="true">
              {mark}
            </span>
            <span className="visually-hidden">{`${mark}: `}</span>
            {name}
          </li>
        ))}
      </ul>
      <p className="ladder-legend__note">A mark holds whatever the remaining results.</p>
    </section>
  );
}
