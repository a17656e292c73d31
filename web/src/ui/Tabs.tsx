import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef } from 'react';
import './tabs.css';
import { useScrollHint } from './useScrollHint';

interface TabListProps<V extends string> {
  /** What the tabs choose between, read out with the tab list. */
  label: string;
  tabs: readonly { value: V; label: string }[];
  current: V;
  onChange: (value: V) => void;
  /** Ids of the tabs, `${idBase}-{value}`, and of the panel they control, `${idBase}-panel`. */
  idBase: string;
  className: string;
  tabClassName: string;
}

/**
 * An ARIA tab list. Arrow keys, Home and End move between tabs and choose them (only the chosen
 * tab is in the tab order), as in any tab list. Its panel is the caller's, or `Tabs`'.
 */
export function TabList<V extends string>({
  label,
  tabs,
  current,
  onChange,
  idBase,
  className,
  tabClassName,
}: TabListProps<V>) {
  const list = useRef<HTMLDivElement | null>(null);
  // A list wider than the screen (a phone, many tabs) scrolls, and fades where it hides tabs.
  const hint = useScrollHint<HTMLDivElement>();
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      list.current = element;
      return hint(element);
    },
    [hint],
  );
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
    <div className={className} role="tablist" aria-label={label} ref={ref} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={`${idBase}-${tab.value}`}
          aria-selected={tab.value === current}
          aria-controls={`${idBase}-panel`}
          tabIndex={tab.value === current ? 0 : -1}
          className={tabClassName}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

interface TabsProps<V extends string> extends Omit<TabListProps<V>, 'idBase' | 'className' | 'tabClassName'> {
  /** The current tab's content. */
  children: ReactNode;
  className?: string;
  /**
   * 'bar' (the default): a bar under the top bar that stays while the page scrolls. 'pills': a
   * rounded track with the chosen tab filled; four tabs make two rows of two on a phone.
   */
  variant?: 'bar' | 'pills';
  /** Lays out the panel's content, e.g. as a grid of the page's cards. */
  panelClassName?: string;
}

/** ARIA tabs: a tab list (`TabList`) and the current tab's panel. */
export function Tabs<V extends string>({
  children,
  className = '',
  variant = 'bar',
  panelClassName = '',
  ...list
}: TabsProps<V>) {
  const base = useId();
  const pills = variant === 'pills';
  return (
    <div className={`tabs ${className}`.trim()}>
      <TabList
        {...list}
        idBase={base}
        className={pills ? `tabs__pills tabs__pills--${list.tabs.length}` : 'tabs__list'}
        tabClassName={pills ? 'tabs__pill' : 'tabs__tab'}
      />
      <div
        className={`tabs__panel ${panelClassName}`.trim()}
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-${list.current}`}
      >
        {children}
      </div>
    </div>
  );
}
