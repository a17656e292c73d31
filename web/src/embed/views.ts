import {
  dayMonthLabel,
  embedFixtures,
  embedResults,
  isLiveStatus,
  type MatchSummary,
  timeLabel,
} from '@touchline/domain';
import { h } from './dom';

/** What an embed draws: its title, its body, and the app page with the whole story. */
export interface EmbedView {
  title: string;
  body: HTMLElement;
  more: { href: string; label: string };
}

const zoneOf = (match: MatchSummary) =>
  match.venue?.venueTimezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A team's next matches or latest results, as a list of cards. */
export function matchesView(
  kind: 'fixtures' | 'results',
  team: { _id: number; name: string },
  matches: readonly MatchSummary[],
): EmbedView {
  const listed = kind === 'fixtures' ? embedFixtures(matches) : embedResults(matches);
  const title = `${team.name} · ${kind === 'fixtures' ? 'Fixtures' : 'Results'}`;
  const more = { href: `/teams/${team._id}`, label: 'All matches' };
  if (listed.length === 0)
    return {
      title,
      more,
      body: h(
        'p',
        { class: 'embed__status' },
        kind === 'fixtures' ? 'No matches to come.' : 'No results yet.',
      ),
    };
  return { title, more, body: h('ol', { class: 'embed-matches' }, ...listed.map(matchItem)) };
}

function matchItem(match: MatchSummary) {
  const live = isLiveStatus(match.status);
  const scored = live || match.status === 'final' || match.status === 'forfeit';
  const when = `${dayMonthLabel(match.dateTime!, zoneOf(match))} · ${timeLabel(match.dateTime!, zoneOf(match))}`;
  const side = (name: string | undefined, score: number) =>
    h(
      'span',
      { class: 'embed-match__side' },
      h('span', { class: 'embed-match__team' }, name ?? 'TBA'),
      scored ? h('span', { class: 'embed-match__score' }, String(score)) : null,
    );
  return h(
    'li',
    { class: `embed-match${live ? ' embed-match--live' : ''}`, 'data-match-id': String(match._id) },
    h(
      'a',
      { href: `/matches/${match._id}`, target: '_blank', rel: 'noopener' },
      h(
        'span',
        { class: 'embed-match__meta' },
        live ? h('span', { class: 'embed-match__live' }, 'Live') : null,
        match.status === 'washout' ? 'Washout · ' : match.status === 'cancelled' ? 'Cancelled · ' : '',
        when,
        match.venue ? ` · ${match.venue.name}` : '',
      ),
      side(match.homeTeam?.name, match.scores.homeTeam),
      side(match.awayTeam?.name, match.scores.awayTeam),
    ),
  );
}
