import './tabbar.css';
import { AppNavLink } from './links';
import { TabIcon } from './TabIcon';
import { tabsFor } from './tabs';

interface TabBarProps {
  useExplorer: boolean;
  quickResults: boolean;
}

/** The main navigation (spec 2.3): a bottom bar on phones, part of the top bar on wide screens. */
export function TabBar({ useExplorer, quickResults }: TabBarProps) {
  return (
    <nav className="tabbar" aria-label="Main">
      <ul className="tabbar__list">
        {tabsFor({ useExplorer, quickResults }).map((tab) => (
          <li key={tab.key}>
            <AppNavLink to={tab.path} className="tabbar__link">
              <TabIcon name={tab.key} />
              <span className="tabbar__label">{tab.label}</span>
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
