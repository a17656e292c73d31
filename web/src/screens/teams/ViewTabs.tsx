import type { TeamSearchView } from '@touchline/domain';
import { type KeyboardEvent, useRef } from 'react';

const VIEWS: readonly { value: TeamSearchView; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'competitions', label: 'Competitions' },
];

interface ViewTabsProps {
  current: TeamSearchView;
  onChoose: (view: TeamSearchView) => void;
  /** Ids for the tabs, `${idBase}-{view}`, and of the panel they control, `${idBase}-panel`. */
  idBase: string;
}

/**
 * Team search's view toggle (spec 2.10 A), All (teams) or Competitions, as ARIA tabs: the arrow
 * keys, Home and End move between them, as in any tab list.
 */
export function ViewTabs({ current, onChoose, idBase }: ViewTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = VIEWS.findIndex((v) => v.value === current);
    const to = {
      ArrowRight: (at + 1) % VIEWS.length,
      ArrowLeft: (at - 1 + VIEWS.length) % VIEWS.length,
      Home: 0,
      End: VIEWS.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onChoose(VIEWS[to]!.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div className="view-tabs" role="tablist" aria-label="Show teams as" ref={list} onKeyDown={onKeyDown}>
      {VIEWS.map((view) => (
        <button
          key={view.value}
          type="button"
          role="tab"
          id={`${idBase}-${view.value}`}
          aria-selected={view.value === current}
          aria-controls={`${idBase}-panel`}
          tabIndex={view.value === current ? 0 : -1}
          className="view-tabs__tab"
          onClick={() => onChoose(view.value)}
        >
          {view.label}
        </button>
      ))}
    </div>
  );
}
