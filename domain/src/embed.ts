/**
 * The embeds club websites put in an iframe (`/embed/ladder/{competitionId}`,
 * `/embed/fixtures/{teamId}`, `/embed/results/{teamId}`): which page a path is, which matches
 * each lists, and the snippet a webmaster copies. Pure, shared by the embed page and the app's
 * documentation page.
 */
import type { MatchSummary } from './api/match';
import { isFinishedStatus } from './entityPages/competitionMatches';
import { isLiveStatus } from './statuses';

export const EMBED_KINDS = ['ladder', 'fixtures', 'results'] as const;
export type EmbedKind = (typeof EMBED_KINDS)[number];

/** What an embed shows: a competition's ladder, or a team's fixtures or results. */
export interface EmbedTarget {
  kind: EmbedKind;
  id: number;
}

/** How many matches a fixtures or results embed lists. */
export const EMBED_MATCH_COUNT = 8;

/** The message an embed posts to its parent page with its height, to size the iframe. */
export const EMBED_HEIGHT_MESSAGE = 'touchline:embed-height';

const PATH = /^\/embed\/(ladder|fixtures|results)\/([1-9][0-9]{0,9})\/?$/;

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
