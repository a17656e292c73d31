import {
  dayMonthLabel,
  embedFixtures,
  embedResults,
  gridironColumns,
  groupByPool,
  isLiveStatus,
  type LadderResponse,
  type LadderTeam,
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

/**
 * A ladder's tables, per pool: position, team, played, won, drawn, lost, difference and points;
 * or, for a gridiron table, won, lost, tied, win percentage, net points and streak.
 */
export function ladderView(ladder: LadderResponse): EmbedView {
  const more = { href: `/competitions/${ladder.competition._id}`, label: 'Full ladder and fixtures' };
  const title = `${ladder.competition.name} ${ladder.competition.season}`;
  if (!ladder.displays.ladder)
    return { title, more, body: h('p', { class: 'embed__status' }, 'This ladder is not published.') };
  const shown = ladder.teams.filter((team) => team.display).sort((a, b) => a.position - b.position);
  if (shown.length === 0) return { title, more, body: h('p', { class: 'embed__status' }, 'No ladder yet.') };
  const pools = groupByPool(shown, ladder.competition.hasPools);
  const columns =
    ladder.competition.laddertemplate.layout === 'gridiron'
      ? gridironColumns({ divisions: false, conferences: false, compact: true })
      : POINTS;
  return {
    title,
    more,
    body: h('div', {}, ...pools.map(({ pool, rows }) => ladderTable(pool, rows, columns))),
  };
}

interface EmbedColumn {
  short: string;
  long: string;
  value: (team: LadderTeam) => number | string;
  /** The figure the table ranks on, set in bold. */
  strong?: boolean;
}

const POINTS: readonly EmbedColumn[] = [
  { short: 'P', long: 'Played', value: (t) => t.stats.matchesPlayed },
  { short: 'W', long: 'Won', value: (t) => t.stats.matchesWon },
  { short: 'D', long: 'Drawn', value: (t) => t.stats.matchesDrawn },
  { short: 'L', long: 'Lost', value: (t) => t.stats.matchesLost },
  { short: 'PD', long: 'Points difference', value: (t) => t.stats.pointsDifference },
  { short: 'Pts', long: 'Points', value: (t) => t.stats.totalMatchPoints, strong: true },
];

function ladderTable(pool: string | null, rows: readonly LadderTeam[], columns: readonly EmbedColumn[]) {
  return h(
    'table',
    { class: 'embed-ladder' },
    pool ? h('caption', {}, pool) : null,
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col', title: 'Position' }, 'Pos'),
        h('th', { scope: 'col', title: 'Team' }, 'Team'),
        ...columns.map((c) => h('th', { scope: 'col', title: c.long }, c.short)),
      ),
    ),
    h(
      'tbody',
      {},
      ...rows.map((team) =>
        h(
          'tr',
          {},
          h('td', {}, String(team.position)),
          h('th', { scope: 'row' }, team.name),
          ...columns.map((c) =>
            h('td', c.strong ? { class: 'embed-ladder__points' } : {}, String(c.value(team))),
          ),
        ),
      ),
    ),
  );
}

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
