import type { RoundOption } from '@touchline/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useScrollHint } from '../../ui/useScrollHint';
import { usePrefersReducedMotion } from './useMediaQuery';

interface RoundPillsProps {
  rounds: readonly RoundOption[];
  /** A round's key; null is 'All Rounds'. */
  selected: string | null;
  onSelect: (round: string | null) => void;
}

/** 'All Rounds' and one pill per round (spec 2.5), scrolled sideways to keep the chosen one in view. */
export function RoundPills({ rounds, selected, onSelect }: RoundPillsProps) {
  const list = useRef<HTMLFieldSetElement>(null);
  const hint = useScrollHint<HTMLFieldSetElement>();
  const attach = useCallback(
    (element: HTMLFieldSetElement | null) => {
      list.current = element;
      return hint(element);
    },
    [hint],
  );
  const reduced = usePrefersReducedMotion();

  const moved = useRef(false);
  useEffect(() => {
    // On opening, 'All Rounds' is pressed and already in view at the start of the row: nothing
    // to measure (a measure here lays out the whole screen while it is still being built).
    if (!moved.current && selected === null) return;
    moved.current = true;
    const pressed = list.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    const row = list.current;
    if (!pressed || !row) return;
    const left = pressed.offsetLeft - (row.clientWidth - pressed.offsetWidth) / 2;
    row.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
  }, [selected, reduced]);

  if (rounds.length === 0) return null;
  const pill = (key: string | null, label: string) => (
    <button
      key={key ?? 'all'}
      type="button"
      className="round-pill"
      aria-pressed={selected === key}
      onClick={() => onSelect(key)}
    >
      {label}
    </button>
  );
  return (
    <fieldset ref={attach} className="round-pills">
      <legend className="visually-hidden">Rounds</legend>
      {pill(null, 'All Rounds')}
      {rounds.map((round) => pill(round.key, round.label))}
    </fieldset>
  );
}
