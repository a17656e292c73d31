import { useQuery } from '@tanstack/react-query';
import {
  SEARCH_PARAMS,
  SEARCH_TEXT_MAX,
  seasonsNewestFirst,
  TEAM_SEARCH_DEBOUNCE_MS,
} from '@touchline/domain';
import { useId, useRef } from 'react';
import { nationalQueries } from '../../api/national';
import { useBranding } from '../../shell/branding';
import { SearchBar } from '../../ui/SearchBar';
import { SelectField } from '../../ui/SelectField';
import { useAddressText } from '../../ui/useAddressText';
import { useLoggedError } from '../../ui/useLoggedError';
import { useDelayedFocus } from '../search/useDelayedFocus';
import { CompetitionAccordions } from './CompetitionAccordions';
import { TeamPages } from './TeamPages';
import { useTeamSearchChoices } from './useTeamSearchChoices';
import { ViewTabs } from './ViewTabs';
import '../search/search.css';
import './teams.css';

/** The search bar's text (spec 2.10 A). */
export const TEAM_SEARCH_LABEL = 'Search for a team';

/**
 * Teams (spec 2.10 A, DECISIONS: /teams is the team search): teams by name and season, a page
 * of 100 at a time, or the competitions that have a matching team. Text, season, view and page
 * are in the address.
 */
export function TeamSearchScreen() {
  const { scope, loading } = useBranding();
  const input = useRef<HTMLInputElement>(null);
  useDelayedFocus(input);
  // A new search text starts again at page 1.
  const search = useAddressText(TEAM_SEARCH_DEBOUNCE_MS, [SEARCH_PARAMS.page]);
  const seasons = useQuery(nationalQueries.seasons());
  // Without the seasons the select offers 'All Seasons' only; the failure is logged (spec 8).
  useLoggedError("Couldn't load the seasons", seasons.error);
  const { choices, setSeason, setView, setPage } = useTeamSearchChoices(
    seasons.data ? seasons.data.map((s) => s._id) : null,
  );
  const tabs = useId();

  return (
    <div className="search-screen team-search">
      <h1 className="search-screen__title">Teams</h1>
      <SearchBar
        ref={input}
        label={TEAM_SEARCH_LABEL}
        value={search.text}
        onChange={search.change}
        onSubmit={search.flush}
        maxLength={SEARCH_TEXT_MAX}
        autoCapitalize="off"
      />
      <div className="team-search__toolbar">
        <SelectField
          className="team-search__season"
          label="Season"
          value={choices.season ?? ''}
          onChange={(value) => setSeason(value ? Number(value) : null)}
        >
          <option value="">All Seasons</option>
          {seasonsNewestFirst(seasons.data ?? []).map((s) => (
            <option key={s._id} value={s._id}>
              {s._id}
            </option>
          ))}
        </SelectField>
        <ViewTabs current={choices.view} onChoose={setView} idBase={tabs} />
      </div>
      <div
        className="team-search__panel"
        role="tabpanel"
        id={`${tabs}-panel`}
        aria-labelledby={`${tabs}-${choices.view}`}
      >
        {choices.view === 'all' ? (
          <TeamPages
            filter={{ text: search.term, season: choices.season, page: choices.page, scope }}
            waiting={loading}
            onPage={setPage}
          />
        ) : (
          <CompetitionAccordions season={choices.season} term={search.term} scope={scope} waiting={loading} />
        )}
      </div>
    </div>
  );
}
