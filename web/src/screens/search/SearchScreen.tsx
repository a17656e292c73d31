import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX } from '@touchline/domain';
import { useRef } from 'react';
import { useBranding } from '../../shell/branding';
import { SearchBar } from '../../ui/SearchBar';
import { useAddressText } from '../../ui/useAddressText';
import { SearchResults } from './SearchResults';
import { useDelayedFocus } from './useDelayedFocus';
import './search.css';

/** The search bar's text (spec 2.10 B). */
export const GLOBAL_SEARCH_LABEL = 'Search for Teams, Clubs and Competitions';

/**
 * Search (spec 2.10 B): teams, players, clubs, associations, states and competitions by name,
 * inside the branded entity when there is one. The text is in the address (?q=).
 */
export function SearchScreen() {
  const { scope, loading } = useBranding();
  const input = useRef<HTMLInputElement>(null);
  useDelayedFocus(input);
  const search = useAddressText(SEARCH_DEBOUNCE_MS);
  return (
    <div className="search-screen">
      <h1 className="search-screen__title">Search</h1>
      <SearchBar
        ref={input}
        label={GLOBAL_SEARCH_LABEL}
        value={search.text}
        onChange={search.change}
        onSubmit={search.flush}
        maxLength={SEARCH_TEXT_MAX}
        autoCapitalize="off"
      />
      <SearchResults term={search.term} scope={scope} waiting={loading} />
    </div>
  );
}
