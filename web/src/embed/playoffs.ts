import {
  type FinalsTable,
  type LadderResponse,
  type PlayoffRow,
  playoffRows,
  type SeedKind,
} from '@touchline/domain';
import { h } from './dom';
import { byesOf, competitionPage, legend, markBadge, status } from './ladder';
import type { EmbedView } from './views';

const KIND_NAMES: Record<SeedKind, string> = {
  division: 'Division winner',
  wildCard: 'Wild card',
  place: '',
};
const LINE_NAMES = { bye: 'Bye line', cut: 'Finals line' } as const;

/** The record column's header, and its name read out. */
interface RecordHeader {
  short: string;
  long: string;
}

/**
 * A competition's playoff picture, per seeding table: the seeds (seed, team, record, division
 * winner or wild card, bye), the bye line and the finals line, then the teams chasing, each
 * with its mark and the legend under the tables. From the ladder of finished results.
 */
export function playoffsView(ladder: LadderResponse): EmbedView {
  const more = { href: competitionPage(ladder), label: 'Full ladder and playoff picture' };
  const title = `${ladder.competition.name} ${ladder.competition.season} · Playoff picture`;
  if (!ladder.displays.ladder) return { title, more, body: status('This ladder is not published.') };
  const tables = ladder.finals?.tables.filter((table) => table.seeds.length > 0) ?? [];
  if (!ladder.finals || tables.length === 0)
    return { title, more, body: status('No playoff picture for this competition yet.') };
  const rows = tables.map((table) => ({ table, rows: playoffRows(table, ladder.teams) }));
  // The 'Seeded as' column only where a seed is a division winner, a wild card or has a bye.
  const kinds = rows.some(({ rows }) => rows.some((row) => row.bye || (row.kind && row.kind !== 'place')));
  const seeded = rows.flatMap(({ rows }) => rows);
  // Draws are printed only where a team has some: a gridiron table calls them ties.
  const drawn = seeded.some((row) => row.record.split('-').length > 2);
  const tied = ladder.competition.laddertemplate.layout === 'gridiron';
  const record: RecordHeader = drawn
    ? tied
      ? { short: 'W-L-T', long: 'Won-lost-tied' }
      : { short: 'W-L-D', long: 'Won-lost-drawn' }
    : { short: 'W-L', long: 'Won-lost' };
  return {
    title,
    more,
    body: h(
      'div',
      {},
      ...rows.map(({ table, rows }) => playoffTable(table, rows, kinds, record, byesOf(ladder))),
      legend(seeded, byesOf(ladder)),
    ),
  };
}

function playoffTable(
  table: FinalsTable,
  rows: readonly PlayoffRow[],
  kinds: boolean,
  record: RecordHeader,
  byes: number | null,
) {
  const width = kinds ? 4 : 3;
  return h(
    'table',
    { class: 'embed-ladder embed-playoffs' },
    table.name ? h('caption', {}, table.name) : null,
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, 'Seed'),
        h('th', { scope: 'col' }, 'Team'),
        h('th', { scope: 'col', title: record.long }, record.short),
        kinds ? h('th', { scope: 'col' }, 'Seeded as') : null,
      ),
    ),
    h(
      'tbody',
      {},
      ...rows.flatMap((row) => {
        const drawn = h(
          'tr',
          {
            'data-team-id': String(row._id),
            class: row.seed === null ? 'embed-playoffs__chaser' : 'embed-playoffs__seed',
          },
          h('td', {}, row.seed === null ? '–' : String(row.seed)),
          h('th', { scope: 'row' }, row.name, markBadge(row.mark, byes)),
          h('td', {}, row.record),
          kinds ? h('td', { class: 'embed-playoffs__kind' }, ...kindOf(row)) : null,
        );
        if (!row.lineAfter) return [drawn];
        const line = h(
          'tr',
          { class: `embed-playoffs__line embed-playoffs__line--${row.lineAfter}` },
          h('td', { colspan: String(width) }, LINE_NAMES[row.lineAfter]),
        );
        return [drawn, line];
      }),
    ),
  );
}

function kindOf(row: PlayoffRow) {
  const name = row.kind ? KIND_NAMES[row.kind] : '';
  return [name, row.bye ? h('span', { class: 'embed-playoffs__bye' }, 'Bye') : null];
}
