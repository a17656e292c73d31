import { type MatchEvent, type ShootoutSlot, shootoutPanel } from '@touchline/domain';

const SLOT_TEXT: Record<ShootoutSlot, string> = { won: 'scored', lost: 'missed', pending: 'to come' };
const SLOT_MARK: Record<ShootoutSlot, string> = { won: '✓', lost: '✕', pending: '' };

/**
 * The penalty shoot-out (spec 2.9): 'Home' and 'Away' columns of kicks, each padded to 5 slots,
 * a kick won if it scored and lost if not. Each slot has a mark and words, not colour alone.
 */
export function ShootoutPanel({ events }: { events: readonly MatchEvent[] }) {
  const panel = shootoutPanel(events);
  return (
    <section className="shootout" aria-label="Penalty shoot-out">
      {(['homeTeam', 'awayTeam'] as const).map((side) => (
        <div key={side} className="shootout__side">
          <h2 className="shootout__title">{side === 'homeTeam' ? 'Home' : 'Away'}</h2>
          <ol className="shootout__slots">
            {panel[side].map((slot, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its kick's place in order.
              <li key={i} className={`shootout__slot shootout__slot--${slot}`}>
                <span aria-hidden="true">{SLOT_MARK[slot]}</span>
                <span className="visually-hidden">
                  Kick {i + 1}: {SLOT_TEXT[slot]}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
