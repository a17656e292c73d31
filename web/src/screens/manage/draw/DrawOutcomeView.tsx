import type { DrawOutcome } from '@touchline/domain';
import { rowChanges, rowMatch } from './drawText';

interface DrawOutcomeViewProps {
  outcome: DrawOutcome;
  /** The zone a kickoff at a venue (by name) reads in: the venue's, else the national's. */
  zoneFor: (venue: string | null) => string;
}

/**
 * What a draw does, or did: the counts, the matches it adds, and each match it changes with
 * every field before → after. The rows it leaves alone are only counted.
 */
export function DrawOutcomeView({ outcome, zoneFor }: DrawOutcomeViewProps) {
  const added = outcome.rows.filter((r) => r.action === 'add');
  const changed = outcome.rows.filter((r) => r.action === 'change');
  const verb = outcome.written ? { add: 'Added', change: 'Changed' } : { add: 'To add', change: 'To change' };
  return (
    <div className="draw__outcome">
      <ul className="draw__counts" aria-label={outcome.written ? 'Imported' : 'What the draw would do'}>
        <li>
          <strong>{outcome.added}</strong> {outcome.written ? 'added' : 'to add'}
        </li>
        <li>
          <strong>{outcome.changed}</strong> {outcome.written ? 'changed' : 'to change'}
        </li>
        <li>
          <strong>{outcome.unchanged}</strong> left as they are
        </li>
      </ul>
      {added.length > 0 && (
        <section className="draw__rows" aria-label={verb.add}>
          <h4 className="draw__rows-title">{verb.add}</h4>
          <ul className="draw__list">
            {added.map((r) => (
              <li key={r.row}>
                <span className="draw__row">Row {r.row}</span> {rowMatch(r.match, zoneFor(r.match.venue))}
              </li>
            ))}
          </ul>
        </section>
      )}
      {changed.length > 0 && (
        <section className="draw__rows" aria-label={verb.change}>
          <h4 className="draw__rows-title">{verb.change}</h4>
          <ul className="draw__list">
            {changed.map((r) => (
              <li key={r.row}>
                <span className="draw__row">Row {r.row}</span> {rowMatch(r.match, zoneFor(r.match.venue))}
                <ul className="draw__fields">
                  {rowChanges(r, zoneFor(r.match.venue)).map((c) => (
                    <li key={c.key}>
                      {c.label}: {c.before} <span aria-hidden="true">→</span>{' '}
                      <span className="visually-hidden">to</span> {c.after}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
