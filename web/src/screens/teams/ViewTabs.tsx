import type { TeamSearchView } from '@touchline/domain';
import { TabList } from '../../ui/Tabs';

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

/** Team search's view toggle (spec 2.10 A), All (teams) or Competitions, as ARIA tabs. */
export function ViewTabs({ current, onChoose, idBase }: ViewTabsProps) {
  return (
    <TabList
      label="Show teams as"
      tabs={VIEWS}
      current={current}
      onChange={onChoose}
      idBase={idBase}
      className="view-tabs"
      tabClassName="view-tabs__tab"
    />
  );
}
