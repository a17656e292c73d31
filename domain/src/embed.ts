/**
 * The embeds club websites put in an iframe (`/embed/ladder/{competitionId}`,
 * `/embed/playoffs/{competitionId}`, `/embed/fixtures/{teamId}`, `/embed/results/{teamId}`):
 * which page a path is, which matches each lists, and the snippet a webmaster copies. Pure,
 * shared by the embed page and the app's documentation page.
 */
import type {
  FinalsMark,
  FinalsTable,
  LadderResponse,
  LadderTeam,
  LiveLadderResponse,
  SeedKind,
} from './api/ladder';
import type { MatchSummary } from './api/match';
import { isFinishedStatus } from './entityPages/competitionMatches';
import { FINALS_MARKS, finalsMarkName } from './ladder/finals/types';
import { recordLabel } from './ladder/records';
import { isLiveStatus } from './statuses';

export const EMBED_KINDS = ['ladder', 'playoffs', 'fixtures', 'results'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** Whether an embed shows a competition (its ladder or playoff picture) rather than a team. */
export const embedsCompetition = (kind: EmbedKind): kind is 'ladder' | 'playoffs' =>
  kind === 'ladder' || kind === 'playoffs';

/** What an embed shows: a competition's ladder or playoff picture, or a team's fixtures or results. */
export interface EmbedTarget {
  kind: EmbedKind;
  id: number;
}

/** How many matches a fixtures or results embed lists. */
export const EMBED_MATCH_COUNT = 8;

/** The message an embed posts to its parent page with its height, to size the iframe. */
export const EMBED_HEIGHT_MESSAGE = 'touchline:embed-height';

const PATH = new RegExp(`^/embed/(${EMBED_KINDS.join('|')})/([1-9][0-9]{0,9})/?$`);

/** The embed a path names, or null for any other path (or an id past PostgreSQL's integer). */
export function parseEmbedPath(pathname: string): EmbedTarget | null {
  const found = PATH.exec(pathname);
  if (!found) return null;
  const id = Number(found[2]);
  return id <= 2147483647 ? { kind: found[1] as EmbedKind, id } : null;
}

/** The path of an embed. */
export const embedPath = ({ kind, id }: EmbedTarget) => `/embed/${kind}/${id}`;

// Over as the Final chip counts it, a cancelled game included: it is no fixture to come.
const isOver = (match: MatchSummary) => isFinishedStatus(match.status);
const playable = (match: MatchSummary) => !match.meta.isBye && match.dateTime !== null;
const time = (match: MatchSummary) => Date.parse(match.dateTime ?? '');

/** A team's next matches, those under way first: every match not over, soonest first. */
export function embedFixtures(matches: readonly MatchSummary[]): MatchSummary[] {
  return matches
    .filter((m) => playable(m) && !isOver(m))
    .sort((a, b) => Number(isLiveStatus(b.status)) - Number(isLiveStatus(a.status)) || time(a) - time(b))
    .slice(0, EMBED_MATCH_COUNT);
}

/** A team's latest results: the matches that are over, latest first. */
export function embedResults(matches: readonly MatchSummary[]): MatchSummary[] {
  return matches
    .filter((m) => playable(m) && isOver(m))
    .sort((a, b) => time(b) - time(a))
    .slice(0, EMBED_MATCH_COUNT);
}

/**
 * The HTML a webmaster pastes: an iframe of the embed, and the few lines that size it to the
 * height the embed posts (only messages from the embed's own origin are believed).
 */
export function embedSnippet(origin: string, target: EmbedTarget, title: string): string {
  const id = `touchline-${target.kind}-${target.id}`;
  const quoted = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    `<iframe id="${id}" src="${origin}${embedPath(target)}" title="${quoted}" loading="lazy"`,
    `  style="width: 100%; height: 400px; border: 0;"></iframe>`,
    '<script>',
    '  addEventListener("message", function (event) {',
    `    if (event.origin !== "${origin}" || !event.data || event.data.type !== "${EMBED_HEIGHT_MESSAGE}") return;`,
    `    var frame = document.getElementById("${id}");`,
    '    if (frame && event.source === frame.contentWindow) frame.style.height = event.data.height + "px";',
    '  });',
    '</script>',
  ].join('\n');
}

/** The ladder a ladder embed draws, and whether it counts live matches at their current scores. */
export interface EmbedLadder {
  ladder: LadderResponse;
  provisional: boolean;
}

/**
 * The ladder as it stands while a live match counts (the live answer, provisional), else the
 * ladder of finished results. The live answer carries no marks: each row keeps the mark the
 * ladder of finished results gives its team, as a mark holds whatever the live games' outcome.
 */
export function embedLadder(plain: LadderResponse, live: LiveLadderResponse | null): EmbedLadder {
  if (!live?.provisional || !live.displays.ladder) return { ladder: plain, provisional: false };
  const marks = new Map(plain.teams.map((team) => [team._id, team.mark ?? null]));
  const teams = live.teams.map((team) => ({ ...team, mark: marks.get(team._id) ?? null }));
  return { ladder: { ...live, teams }, provisional: true };
}

/** The legend of the marks some of these teams carry, strongest first; empty when none does. */
export function marksLegend(
  teams: readonly Pick<LadderTeam, 'mark'>[],
  byes: number | null = null,
): { mark: FinalsMark; name: string }[] {
  return FINALS_MARKS.filter((mark) => teams.some((team) => team.mark === mark)).map((mark) => ({
    mark,
    name: finalsMarkName(mark, byes),
  }));
}

/** A row of a playoff embed's table: a seed, or a team chasing a place. */
export interface PlayoffRow {
  _id: number;
  name: string;
  /** Null for a team chasing. */
  seed: number | null;
  kind: SeedKind | null;
  bye: boolean;
  record: string;
  mark: FinalsMark | null;
  /** The line drawn under the row: after the last bye, and after the last finals place. */
  lineAfter: 'bye' | 'cut' | null;
}

/**
 * A seeding table's rows for the playoff embed: its seeds, then the teams chasing, with the
 * bye line under the last seed with a bye and the cut line under the last finals place (each
 * only where teams fall on both sides of it). Records and marks come from the ladder's rows.
 */
export function playoffRows(table: FinalsTable, teams: readonly LadderTeam[]): PlayoffRow[] {
  const byId = new Map(teams.map((team) => [team._id, team]));
  const of = (id: number) => {
    const team = byId.get(id);
    return { record: team ? recordLabel(team) : '', mark: team?.mark ?? null };
  };
  const byes = table.seeds.filter((seed) => seed.bye).length;
  const seeds = table.seeds.map(
    (seed, i): PlayoffRow => ({
      _id: seed._id,
      name: seed.name,
      seed: seed.seed,
      kind: seed.kind,
      bye: seed.bye,
      ...of(seed._id),
      lineAfter:
        i === table.seeds.length - 1 && table.chasing.length > 0
          ? 'cut'
          : i === byes - 1 && byes < table.seeds.length
            ? 'bye'
            : null,
    }),
  );
  const chasing = table.chasing.map(
    (team): PlayoffRow => ({
      _id: team._id,
      name: team.name,
      seed: null,
      kind: null,
      bye: false,
      ...of(team._id),
      lineAfter: null,
    }),
  );
  return [...seeds, ...chasing];
}
