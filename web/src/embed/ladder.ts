import {
  type EmbedLadder,
  type FinalsMark,
  finalsMarkName,
  gridironColumns,
  groupByPool,
  type LadderResponse,
  type LadderTeam,
  marksLegend,
  positionChange,
} from '@touchline/domain';
import { h } from './dom';
import type { EmbedView } from './views';

/** What a ladder embed says while its table counts live matches. */
export const PROVISIONAL_NOTE = 'Provisional: live matches counted at their current scores';

/** The page of the app with the whole story of a competition. */
export const competitionPage = (ladder: LadderResponse) => `/competitions/${ladder.competition._id}`;

/** A paragraph of the embed's muted text: an empty ladder, a withheld one. */
export const status = (text: string) => h('p', { class: 'embed__status' }, text);

/** Text for screen readers only, in place of a mark or an arrow drawn for the eye. */
const unseen = (text: string) => h('span', { class: 'embed__unseen' }, text);

/** The finals' byes, which name a z mark (null without a playoff picture). */
export const byesOf = (ladder: LadderResponse) => ladder.finals?.settings.byes ?? null;

/** A team's mark after its name: the letter for the eye, its meaning for a screen reader. */
export function markBadge(mark: FinalsMark | null | undefined, byes: number | null) {
  if (!mark) return null;
  const name = finalsMarkName(mark, byes);
  return h(
    'span',
    { class: `embed-mark embed-mark--${mark}` },
    h('span', { 'aria-hidden': 'true', title: name }, mark),
    unseen(`(${name})`),
  );
}

/** The legend of the marks the rows carry, or nothing when none does. */
export function legend(teams: readonly Pick<LadderTeam, 'mark'>[], byes: number | null) {
  const entries = marksLegend(teams, byes);
  if (entries.length === 0) return null;
  return h(
    'ul',
    { class: 'embed-legend', 'aria-label': 'Marks' },
    ...entries.map(({ mark, name }) =>
      h('li', {}, h('span', { class: `embed-mark embed-mark--${mark}`, 'aria-hidden': 'true' }, mark), name),
    ),
  );
}

/**
 * A ladder's tables, per pool: position, team, played, won, drawn, lost, difference and points;
 * or, for a gridiron table, won, lost, tied, win percentage, net points and streak. Each team
 * carries its mark, with the legend under the tables. While live matches count, a note says the
 * table is provisional and each position shows its move from the ladder of finished results.
 */
export function ladderView({ ladder, provisional }: EmbedLadder): EmbedView {
  const more = { href: competitionPage(ladder), label: 'Full ladder and fixtures' };
  const title = `${ladder.competition.name} ${ladder.competition.season}`;
  if (!ladder.displays.ladder) return { title, more, body: status('This ladder is not published.') };
  const shown = ladder.teams.filter((team) => team.display).sort((a, b) => a.position - b.position);
  if (shown.length === 0) return { title, more, body: status('No ladder yet.') };
  const pools = groupByPool(shown, ladder.competition.hasPools);
  const columns =
    ladder.competition.laddertemplate.layout === 'gridiron'
      ? gridironColumns({ divisions: false, conferences: false, compact: true })
      : POINTS;
  return {
    title,
    more,
    body: h(
      'div',
      provisional ? { class: 'embed-ladder--provisional' } : {},
      provisional ? h('p', { class: 'embed__note' }, PROVISIONAL_NOTE) : null,
      ...pools.map(({ pool, rows }) => ladderTable(pool, rows, columns, provisional, byesOf(ladder))),
      legend(shown, byesOf(ladder)),
    ),
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

/** The position, and on the ladder as it stands the move from the ladder of finished results. */
function positionCell(team: LadderTeam, provisional: boolean) {
  const change = provisional ? positionChange(team.position, team.previousPosition) : null;
  if (!change || change.direction === 'same') return h('td', {}, String(team.position));
  return h(
    'td',
    {},
    String(team.position),
    h(
      'span',
      { class: `embed-move embed-move--${change.direction}`, 'aria-hidden': 'true' },
      `${change.direction === 'up' ? '▲' : '▼'}${change.places}`,
    ),
    unseen(change.text),
  );
}

function ladderTable(
  pool: string | null,
  rows: readonly LadderTeam[],
  columns: readonly EmbedColumn[],
  provisional: boolean,
  byes: number | null,
) {
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
          { 'data-team-id': String(team._id) },
          positionCell(team, provisional),
          h('th', { scope: 'row' }, team.name, markBadge(team.mark, byes)),
          ...columns.map((c) =>
            h('td', c.strong ? { class: 'embed-ladder__points' } : {}, String(c.value(team))),
          ),
        ),
      ),
    ),
  );
}
