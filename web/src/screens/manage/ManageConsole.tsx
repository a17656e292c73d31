import { useQuery } from '@tanstack/react-query';
import { type ManagedCompetitions, zonedDay } from '@touchline/domain';
import { useEffect, useMemo, useState } from 'react';
import { manageQueries } from '../../api/manage';
import { Tabs } from '../../ui/Tabs';
import { useQueryParams } from '../../ui/useQueryParam';
import { DrawPanel } from './draw/DrawPanel';
import { FixturesPanel } from './fixtures/FixturesPanel';
import { MANAGE_TABS, viewOf } from './manageParams';
import { OfflineBanner, QueueStop } from './QueueNotes';
import { type Edits, ResultsGrid } from './ResultsGrid';
import { Toolbar } from './Toolbar';

/**
 * The console once the token's competitions are known: the toolbar (competition, then a round
 * or a date range), and the tabs that work on that choice. Every choice is in the address.
 */
export function ManageConsole({ token, data }: { token: string; data: ManagedCompetitions }) {
  const [params, update] = useQueryParams();
  const today = useMemo(() => zonedDay(new Date(), data.timeZone), [data.timeZone]);
  // Rows typed and not saved, whatever round or tab shows: lost only with the page, and the
  // browser asks before it goes.
  const [edits, setEdits] = useState<Edits>({});
  const unsaved = Object.keys(edits).length > 0;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    globalThis.addEventListener('beforeunload', ask);
    return () => globalThis.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  const view = viewOf(params, data, today);
  const { competition, window } = view;
  // The grid's own read, from the cache: a refusal of a row it shows is shown on that row.
  const matches = useQuery({
    ...manageQueries.matches(token, competition?._id ?? 0, window ?? { roundId: 0 }),
    enabled: competition !== null && window !== null,
  });
  if (!competition) return null;
  const shown = view.tab === 'results' ? (matches.data ?? []).map((m) => m._id) : [];

  let panel = null;
  if (view.tab === 'draw')
    panel = <DrawPanel key={competition._id} token={token} competition={competition} />;
  else if (!window)
    panel = (
      <p className="manage-note">
        {view.rangeProblem ?? 'This competition has no rounds yet: import its draw, or choose dates.'}
      </p>
    );
  else if (view.tab === 'fixtures')
    panel = <FixturesPanel token={token} data={data} competition={competition} window={window} />;
  // The grid stays mounted (hidden) under the other tabs, so rows typed and not saved are still
  // there on coming back.
  const grid = window && (
    <div hidden={view.tab !== 'results'}>
      <ResultsGrid
        key={`${competition._id}:${JSON.stringify(window)}`}
        token={token}
        data={data}
        competition={competition}
        window={window}
        edits={edits}
        setEdits={setEdits}
      />
    </div>
  );

  return (
    <>
      <Toolbar data={data} view={view} onChange={update} />
      <OfflineBanner />
      <QueueStop shown={shown} />
      <Tabs
        label="What to manage"
        tabs={MANAGE_TABS}
        current={view.tab}
        onChange={(tab) => update({ tab: tab === 'results' ? null : tab })}
        className="manage-tabs"
      >
        {grid}
        {panel}
      </Tabs>
    </>
  );
}
