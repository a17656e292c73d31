import { useQuery } from '@tanstack/react-query';
import {
  asEntityTab,
  chooseEntityTab,
  type EntityPageResponse,
  type EntityRoute,
  type EntityTab,
  entityPageParts,
  entityPageTabs,
} from '@touchline/domain';
import { nationalQueries } from '../../api/national';
import { Tabs } from '../../ui/Tabs';
import { usePageParams } from '../competition/usePageParams';
import { ChildrenPanel, TeamsPanel } from './ChildrenPanel';
import { CompetitionsPanel } from './CompetitionsPanel';
import { EntityHeader } from './EntityHeader';
import { LaddersPanel } from './LaddersPanel';
import { LeaderboardsPanel } from './LeaderboardsPanel';
import { useStoredEntityTab } from './useStoredEntityTab';

/**
 * A loaded entity page: its head, its segment tabs (the chosen one in the address and stored as
 * the preferred tab for every entity page) and the chosen tab's panel.
 */
export function EntityView({ route, response }: { route: EntityRoute; response: EntityPageResponse }) {
  const presentation = useQuery(nationalQueries.presentation()).data;
  // The spec's defaults stand in until the presentation arrives (the shell waits for it).
  const directChild =
    route.level === 'state'
      ? (presentation?.stateDirectChild ?? 'associations')
      : (presentation?.associationDirectChild ?? 'clubs');
  const parts = entityPageParts(response, directChild);
  const tabs = entityPageTabs(route.level, directChild);
  const [stored, store] = useStoredEntityTab();
  const [params, update] = usePageParams();
  const tab = chooseEntityTab({
    level: route.level,
    available: tabs,
    asked: asEntityTab(params.get('tab')),
    stored,
    presentationReady: presentation !== undefined,
  });
  const choose = (next: EntityTab) => {
    update({ tab: next });
    store(next);
  };
  const childLabel = tabs[0]!.label;

  return (
    <article className="entity" aria-labelledby="entity-title">
      <EntityHeader entity={parts.entity} />
      <Tabs
        label="Page sections"
        tabs={tabs}
        current={tab}
        onChange={choose}
        variant="pills"
        className="entity-tabs"
        panelClassName="entity-panel"
      >
        {tab === 'children' &&
          (route.level === 'club' ? (
            <TeamsPanel teams={parts.teams} />
          ) : (
            <ChildrenPanel entities={parts.children} label={childLabel} />
          ))}
        {tab === 'competitions' && <CompetitionsPanel competitions={parts.competitions} />}
        {tab === 'ladders' && <LaddersPanel competitions={parts.competitions} />}
        {tab === 'leaderboards' && (
          <LeaderboardsPanel
            competitions={parts.competitions}
            scope={{ entityType: route.level, entityId: route.id }}
          />
        )}
      </Tabs>
    </article>
  );
}
