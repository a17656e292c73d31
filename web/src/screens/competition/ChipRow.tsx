import { useCallback, useEffect, useRef } from 'react';
import { useScrollHint } from '../../ui/useScrollHint';
import { usePrefersReducedMotion } from '../schedule/useMediaQuery';
import './chips.css';

/** A chip: its value and its text. */
export interface Chip {
  key: string;
  label: string;
}

interface ChipRowProps {
  /** Names the group for screen readers, e.g. 'Match status'. */
  label: string;
  chips: readonly Chip[];
  selected: string | null;
  onSelect: (key: string) => void;
}

/**
 * A row of toggle chips, one pressed (spec 2.5, 2.13, 2.14). On a phone the row scrolls sideways
 * and keeps the pressed chip in the middle; on wider screens the chips wrap.
 */
export function ChipRow({ label, chips, selected, onSelect }: ChipRowProps) {
  const row = useRef<HTMLFieldSetElement>(null);
  const hint = useScrollHint<HTMLFieldSetElement>();
  const attach = useCallback(
    (element: HTMLFieldSetElement | null) => {
      row.current = element;
      return hint(element);
    },
    [hint],
  );
  const reduced = usePrefersReducedMotion();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pressed chip moves with `selected`.
  useEffect(() => {
    const el = row.current;
    const pressed = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !pressed || el.scrollWidth <= el.clientWidth) return;
    // Centred; a chip too wide for that is lined up with the row's start instead.
    const padding = Number.parseFloat(getComputedStyle(el).paddingLeft) || 0;
    const offset = pressed.offsetLeft - el.offsetLeft;
    const room = el.clientWidth - 2 * padding;
    const left =
      pressed.offsetWidth >= room ? offset - padding : offset - (el.clientWidth - pressed.offsetWidth) / 2;
    el.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
  }, [selected, reduced, chips.length]);

  return (
    <fieldset ref={attach} className="chip-row">
      <legend className="visually-hidden">{label}</legend>
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          className="chip"
          aria-pressed={chip.key === selected}
          onClick={() => onSelect(chip.key)}
        >
          {chip.label}
        </button>
      ))}
    </fieldset>
  );
}
