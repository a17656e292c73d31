import { AppNavLink } from '../../shell/links';
import type { ScheduleTab } from '../../state/storage';

/** The three views of the schedule screen and their paths (spec 2.1, 2.5). */
export const SCHEDULE_TABS: readonly { value: ScheduleTab; label: string; path: string }[] = [
  { value: 'matches', label: 'Matches', path: '/tabs/schedule' },
  { value: 'ladder', label: 'Ladder', path: '/tabs/ladders' },
  { value: 'leaderboard', label: 'Leaderboard', path: '/tabs/leaderboard' },
];

/**
 * The tab a path shows: /tabs/ladders → ladder, /tabs/leaderboard → leaderboard, else matches.
 * Only the last segments count, so a branded name such as 'ladders-fc' never picks a tab.
 */
export function tabOfPath(pathname: string): ScheduleTab {
  const tab = /\/tabs\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (tab === 'ladders') return 'ladder';
  if (tab === 'leaderboard') return 'leaderboard';
  return 'matches';
}

/** The segmented control: real links, the current one marked with aria-current. */
export function ScheduleTabs({ onChoose }: { onChoose: (tab: ScheduleTab) => void }) {
  return (
    <nav className="segments" aria-label="Schedule views">
      {SCHEDULE_TABS.map((tab) => (
        <AppNavLink
          key={tab.value}
          to={tab.path}
          className="segments__link"
          onClick={() => onChoose(tab.value)}
        >
          {tab.label}
        </AppNavLink>
      ))}
    </nav>
  );
}
