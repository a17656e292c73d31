import type { CompetitionSummary } from '@touchline/domain';
import { type CSSProperties, type KeyboardEvent, useId, useRef, useState } from 'react';
import { EMPTY } from '../../api/errors';
import { SearchInput } from '../../ui/SearchInput';
import { Dialog } from './Dialog';

interface CompetitionPickerProps {
  competitions: readonly CompetitionSummary[];
  selected: CompetitionSummary | null;
  /** The ids of the competitions with a match under way: marked 'Live' in the list. */
  live: ReadonlySet<number>;
  onSelect: (id: number) => void;
  disabled?: boolean;
}

/**
 * The competition pill (spec 2.5): the chosen competition's name, or 'All Competitions'; it
 * opens a searchable list with a clear button and a check mark on the chosen one. Arrow keys
 * move between the search box and the items. A competition with a match under way is marked
 * 'Live', and so is the pill while the chosen one is.
 */
export function CompetitionPicker({
  competitions,
  selected,
  live,
  onSelect,
  disabled,
}: CompetitionPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="competition-pill"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <span className="visually-hidden">Competition: </span>
        <span className="competition-pill__name">{selected?.name ?? 'All Competitions'}</span>
        {selected && live.has(selected._id) && <LiveMark />}
        <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <CompetitionList
          competitions={competitions}
          selected={selected}
          live={live}
          onSelect={(id) => {
            onSelect(id);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function CompetitionList({
  competitions,
  selected,
  live,
  onSelect,
  onClose,
}: Omit<CompetitionPickerProps, 'disabled'> & { onClose: () => void }) {
  const [search, setSearch] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const inputId = useId();
  const needle = search.trim().toLowerCase();
  const shown = needle ? competitions.filter((c) => c.name.toLowerCase().includes(needle)) : competitions;

  // Up and down walk the items; up from the first returns to the search box.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    if (!items.length) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, items.length - 1) : at - 1;
    if (next < 0) input.current?.focus();
    else items[next]!.focus();
  };

  return (
    <Dialog title="Competitions" variant="popover" onClose={onClose}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys from the box and items bubble here. */}
      <div className="competition-list" onKeyDown={onKeyDown}>
        <label htmlFor={inputId} className="visually-hidden">
          Search competitions
        </label>
        <SearchInput
          id={inputId}
          value={search}
          onChange={setSearch}
          placeholder="Search competitions..."
          inputRef={input}
          autoFocus
          inset
        />
        {shown.length === 0 ? (
          <p className="competition-list__empty" role="status">
            {EMPTY.noResults}
          </p>
        ) : (
          <ul ref={list} className="competition-list__items" aria-label="Competitions">
            {shown.map((competition, index) => {
              const current = competition._id === selected?._id;
              return (
                <li
                  key={competition._id}
                  className="competition-list__item"
                  style={{ '--item-index': index } as CSSProperties}
                >
                  <button
                    type="button"
                    className="competition-list__option"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onSelect(competition._id)}
                  >
                    <span className="competition-list__name">{competition.name}</span>
                    {live.has(competition._id) && <LiveMark />}
                    {current && (
                      <svg viewBox="0 0 24 24" width={20} height={20} className="competition-list__check">
                        <title>Selected</title>
                        <path
                          d="m5 12 5 5 9-10"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth={2.5}
                          strokeLinecap="round"
                        />
                      </svg>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

/** 'Live' with a pulsing dot: the competition has a match under way. */
function LiveMark() {
  return (
    <span className="live-mark">
      <span className="live-mark__dot" aria-hidden="true" />
      Live
      <span className="visually-hidden">: a match is under way</span>
    </span>
  );
}
