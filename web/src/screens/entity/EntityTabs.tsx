import type { EntityTab, EntityTabOption } from '@touchline/domain';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

interface EntityTabsProps {
  /** Prefixes the tab and panel ids. */
  idBase: string;
  tabs: readonly EntityTabOption[];
  current: EntityTab;
  onChoose: (tab: EntityTab) => void;
  children: ReactNode;
}

/**
 * The page's segment tabs (spec 2.13) as an ARIA tab list: arrow keys, Home and End move
 * between tabs and choose them, as in any tab list; the panel holds the chosen tab's content.
 */
export function EntityTabs({ idBase, tabs, current, onChoose, children }: EntityTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.value === current);
    const to = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onChoose(tabs[to]!.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <>
      <div
        ref={list}
        role="tablist"
        aria-label="Page sections"
        className={`entity-tabs entity-tabs--${tabs.length}`}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${idBase}-${tab.value}`}
            aria-selected={tab.value === current}
            aria-controls={`${idBase}-panel`}
            tabIndex={tab.value === current ? 0 : -1}
            className="entity-tabs__tab"
            onClick={() => onChoose(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={`${idBase}-${current}`}
        className="entity-panel"
      >
        {children}
      </div>
    </>
  );
}
