import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { BellIcon } from '../follow/BellIcon';
import { AppNavLink } from './links';
import { TabIcon } from './TabIcon';
import { tabsFor } from './tabs';
import './sidemenu.css';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  name: string;
  useExplorer: boolean;
  quickResults: boolean;
}

/**
 * The side menu (spec 2.3): every destination, LEADERBOARD among them, My teams (what this
 * device follows), and below them the two parts for the people who feed and spread the scores:
 * the embeds' page for club webmasters and the scorer's console (each its own chunk, loaded only when opened). A modal dialog, so focus
 * stays inside and Escape closes it; any navigation closes it too.
 */
export function SideMenu({ open, onClose, name, useExplorer, quickResults }: SideMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // Any navigation closes the side menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only.
  useEffect(() => onClose(), [pathname, search]);

  const items = [
    ...tabsFor({ useExplorer, quickResults }),
    { key: 'leaderboard' as const, label: 'LEADERBOARD', path: '/tabs/leaderboard' },
  ];
  if (useExplorer) items.splice(1, 0, { key: 'schedule', label: 'Schedule', path: '/tabs/schedule' });

  return (
    <dialog
      ref={dialog}
      className="sidemenu"
      aria-label="Menu"
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="sidemenu__panel">
        <div className="sidemenu__head">
          <span className="sidemenu__name">{name}</span>
          <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
            <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label="Menu">
          <ul className="sidemenu__list">
            {items.map((item) => (
              <li key={item.key}>
                <AppNavLink to={item.path} className="sidemenu__link">
                  <TabIcon name={item.key === 'leaderboard' ? 'ladders' : item.key} />
                  {item.label}
                </AppNavLink>
              </li>
            ))}
            <li>
              <AppNavLink to="/my-teams" className="sidemenu__link">
                <BellIcon size={24} />
                My teams
              </AppNavLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="sidemenu-more" className="sidemenu__more">
          <h2 id="sidemenu-more" className="sidemenu__heading">
            For clubs and officials
          </h2>
          <ul className="sidemenu__list">
            <li>
              <AppNavLink to="/embed" className="sidemenu__link">
                Scores on your website
              </AppNavLink>
            </li>
            <li>
              {/* The console is outside the branded frame: the same address for every scorer. */}
              <Link to="/score" className="sidemenu__link">
                Scorer&rsquo;s console
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
