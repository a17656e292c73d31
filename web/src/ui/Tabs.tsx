import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './tabs.css';

interface TabsProps<V extends string> {
  /** What the tabs choose between, read out with the tab list. */
  label: string;
  tabs: readonly { value: V; label: string }[];
  current: V;
  onChange: (value: V) => void;
  /** The current tab's content. */
  children: ReactNode;
  className?: string;
}

/**
 * ARIA tabs: a tab list and the current tab's panel. Arrow keys, Home and End move between tabs
 * and choose them (only the chosen tab is in the tab order), as in any tab list.
 */
export function Tabs<V extends string>({
  label,
  tabs,
  current,
  onChange,
  children,
  className = '',
}: TabsProps<V>) {
  const base = useId();
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
    onChange(tabs[to]!.value);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div className={`tabs ${className}`.trim()}>
      <div className="tabs__list" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${base}-${tab.value}`}
            aria-selected={tab.value === current}
            aria-controls={`${base}-panel`}
            tabIndex={tab.value === current ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="tabs__panel"
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${current}`}
      >
        {children}
      </div>
    </div>
  );
}
