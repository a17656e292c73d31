import { type MatchFilters, NO_FILTERS } from '@touchline/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { EMPTY, ERRORS } from '../../api/errors';
import { AdSlot } from '../../shell/AdSlot';
import { useBranding } from '../../shell/branding';
import { Loading } from '../../shell/StatusPanels';
import { useStoredTab } from '../../state/storage';
import { EmptyState, FailedState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/SelectField';
import { CompetitionPicker } from './CompetitionPicker';
import { FilterSheet } from './FilterSheet';
import { MatchesView } from './MatchesView';
import { SCHEDULE_TABS, ScheduleTabs, tabOfPath } from './ScheduleTabs';
import { GAME_TYPES, type GameTypeChoice, useScheduleChoices } from './useScheduleChoices';
import './schedule.css';

// The ladder and leaderboard tabs load when first opened: the matches tab, where most visits
// land, does not wait for their code.
const LadderView = lazy(() => import('./ladder/LadderView').then((m) => ({ default: m.LadderView })));
const LeaderboardView = lazy(() =>
  import('./leaderboard/LeaderboardView').then((m) => ({ default: m.LeaderboardView })),
);

/**
 * The tabbed schedule screen (spec 2.5): matches, ladder or leaderboard by path, for the chosen
 * season, game type and competition. The matches tab adds round pills and the filter sheet.
 */
export function ScheduleScreen() {
  const { pathname } = useLocation();
  const tab = tabOfPath(pathname);
  const [, storeTab] = useStoredTab();
  const branding = useBranding();
  const choices = useScheduleChoices();
  const { competition, season } = choices;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filterState, setFilterState] = useState<{ competitionId: number | null; filters: MatchFilters }>({
    competitionId: null,
    filters: NO_FILTERS,
  });
  // Pools and rounds belong to a competition: another competition keeps only status and team.
  const filters =
    filterState.competitionId === (competition?._id ?? null)
      ? filterState.filters
      : { ...filterState.filters, pool: null, round: null };
  const setFilters = (next: MatchFilters) =>
    setFilterState({ competitionId: competition?._id ?? null, filters: next });
  const active = activeFilterCount(filters);

  useEffect(() => storeTab(tab), [tab, storeTab]);

  const tabLabel = SCHEDULE_TABS.find((t) => t.value === tab)!.label;

  let content = null;
  if (choices.error)
    content = <FailedState error={choices.error} text={ERRORS.matchesList} onRetry={choices.retry} />;
  else if (choices.loading) content = <Loading label="Loading competitions…" />;
  else if (!competition || season === null) content = <EmptyState>{EMPTY.noMatches}</EmptyState>;
  else if (tab === 'ladder') content = <LadderView competition={competition} />;
  else if (tab === 'leaderboard') content = <LeaderboardView competition={competition} season={season} />;
  else content = <MatchesView competition={competition} filters={filters} onFilters={setFilters} />;

  return (
    <div className="schedule">
      <h1 className="visually-hidden">{tabLabel}</h1>
      <ScheduleTabs onChoose={storeTab} />
      <div className="schedule__toolbar">
        <div className="schedule__selects">
          <SelectField
            className="schedule__field"
            label="Season"
            value={season ?? ''}
            disabled={!choices.seasons.length}
            onChange={(value) => choices.setSeason(Number(value))}
          >
            {choices.seasons.map((s) => (
              <option key={s._id} value={s._id}>
                {s._id}
              </option>
            ))}
          </SelectField>
          <SelectField
            className="schedule__field"
            label="Game type"
            value={choices.gameType}
            onChange={(value) => choices.setGameType(value as GameTypeChoice)}
          >
            {GAME_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </SelectField>
          {tab === 'matches' && (
            <button
              type="button"
              className="filter-button"
              aria-haspopup="dialog"
              aria-expanded={filtersOpen}
              onClick={() => setFiltersOpen(true)}
            >
              <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
                <path
                  d="M4 6h16M7 12h10M10 18h4"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                />
              </svg>
              <span className="filter-button__label">Filters</span>
              {active > 0 && (
                <span className="filter-button__count">
                  {active}
                  <span className="visually-hidden"> active</span>
                </span>
              )}
            </button>
          )}
        </div>
        <CompetitionPicker
          competitions={choices.competitions}
          selected={competition}
          live={choices.live}
          onSelect={choices.setCompetition}
          disabled={choices.loading || !choices.competitions.length}
        />
      </div>
      <div className="schedule__content">
        <Suspense fallback={<Loading label={`Loading ${tabLabel.toLowerCase()}…`} />}>{content}</Suspense>
      </div>
      <AdSlot name={branding.name} />
      {filtersOpen && (
        <FilterSheet
          seasons={choices.seasons}
          season={season}
          onSeason={choices.setSeason}
          competitionId={competition?._id ?? null}
          filters={filters}
          onFilters={setFilters}
          onClose={() => setFiltersOpen(false)}
        />
      )}
    </div>
  );
}

/** How many filters narrow the matches, for the filter button's count. */
function activeFilterCount(filters: MatchFilters): number {
  return (
    Number(filters.status !== 'all') +
    Number(filters.pool !== null) +
    Number(filters.round !== null) +
    Number(filters.team.trim() !== '')
  );
}
