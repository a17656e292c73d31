import { NavLink } from 'react-router';
import './tabbar.css';
import { TabIcon } from './TabIcon';
import { tabsFor } from './tabs';

interface TabBarProps {
  prefix: string;
  useExplorer: boolean;
  quickResults: boolean;
}

/** The main navigation (spec 2.3): a bottom bar on phones, part of the top bar on wide screens. */
export function TabBar({ prefix, useExplorer, quickResults }: TabBarProps) {
  return (
    <nav className="tabbar" aria-label="Main">
      <ul className="tabbar__list">
        {tabsFor({ useExplorer, quickResults }).map((tab) => (
          <li key={tab.key}>
            <NavLink to={prefix + tab.path} className="tabbar__link">
              <TabIcon name={tab.key} />
              <span className="tabbar__label">{tab.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
