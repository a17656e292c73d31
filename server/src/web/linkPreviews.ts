import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parseRouteId } from '@touchline/domain';
import type { FastifyRequest } from 'fastify';
import { CARD } from '../cards/layouts';
import { Lru } from '../cards/lru';
import { CARD_PATHS } from '../cards/routes';
import type { Subjects } from '../cards/subjects';
import { competitionLabel, matchDescription, matchTitle } from '../cards/text';
import type { Precompressed } from './precompressed';

/** The words and image of a link preview. */
export interface Preview {
  title: string;
  description: string;
  /** The card's path, made absolute with the page's origin. */
  image: string;
  siteName: string;
}

/** A match, team or competition page, bare or under a branded site's prefix (web/src/router.tsx). */
const PAGE = /^(?:\/c\/[^/]+\/[^/]+)?\/(matches|teams|competitions)\/([^/]+)\/?$/;
/** Pages kept, by their content. */
const PAGES_KEPT = 300;
const TITLE = /<title>[^<]*<\/title>/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Link previews: the page served for a match, team or competition carries Open Graph and X
 * (Twitter) card tags, its score and status in the words and its share card as the image, so a
 * link pasted into a chat shows the game. Every other path, an id that is not one, or one the
 * national does not have (or whose results are hidden) gets null: the plain page, byte for byte.
 * The subjects are read once per version of their data, and each page made is kept by its
 * content, compressed off the event loop, so a new score makes a new page.
 */
export function createLinkPreviews(options: { html: string; subjects: Subjects; publicUrl: string | null }) {
  const { html, subjects, publicUrl } = options;
  const pages = new Lru<string, Promise<Precompressed>>(PAGES_KEPT);

  async function previewOf(kind: string, id: number): Promise<Preview | null> {
    if (kind === 'matches') {
      const match = await subjects.match(id);
      if (!match) return null;
      const { words, site } = match;
      const description = matchDescription(words);
      return { title: matchTitle(words), description, image: CARD_PATHS.match(id), siteName: site.name };
    }
    if (kind === 'teams') {
      const team = await subjects.team(id);
      if (!team) return null;
      const about = [team.organisation, `Season ${team.season}`].filter(Boolean).join(' · ');
      return {
        title: team.team.name,
        description: about,
        image: CARD_PATHS.team(id),
        siteName: team.site.name,
      };
    }
    const competition = await subjects.competition(id);
    if (!competition) return null;
    const { name, season, owner, site } = competition;
    return {
      title: competitionLabel(name, season),
      description: `Fixtures, results and ladder · ${owner ?? site.name}`,
      image: CARD_PATHS.competition(id),
      siteName: site.name,
    };
  }

  /** The page for this request with its preview, or null for the plain page. */
  return async function pageFor(request: FastifyRequest): Promise<Precompressed | null> {
    const path = request.url.split('?', 1)[0]!;
    const found = PAGE.exec(path);
    const id = found ? parseRouteId(found[2]) : null;
    if (!found || id === null) return null;
    const preview = await previewOf(found[1]!, id);
    if (!preview) return null;
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const page = withPreview(html, preview, origin, path);
    const etag = `W/"${createHash('sha256').update(page).digest('base64url')}"`;
    return pages.remember(etag, () => compressed(page, etag));
  };
}

export type LinkPreviews = ReturnType<typeof createLinkPreviews>;

/** The page with its <title> set to the preview's and the Open Graph and X card tags after it. */
export function withPreview(html: string, preview: Preview, origin: string, path: string): string {
  const image = `${origin}${preview.image}`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', `${origin}${path}`),
    meta('property', 'og:site_name', preview.siteName),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(CARD.width)),
    meta('property', 'og:image:height', String(CARD.height)),
    meta('property', 'og:image:alt', preview.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
  // A function, so a '$' in a team's name is not read as a replacement pattern.
  return TITLE.test(html)
    ? html.replace(TITLE, () => tags)
    : html.replace('</head>', () => `  ${tags}\n  </head>`);
}

const meta = (attribute: 'property' | 'name', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an HTML attribute (quoted either way) or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * The page with its brotli and gzip copies, made on libuv's thread pool at a middling quality:
 * a page is made once per score, so a quick compression beats a smallest one.
 */
async function compressed(page: string, etag: string): Promise<Precompressed> {
  const identity = Buffer.from(page);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipped(identity, { level: 6 }),
  ]);
  return {
    type: 'text/html; charset=utf-8',
    // Weak, as precompress makes the plain page's: the encodings carry the same content.
    etag,
    identity,
    br: br.length < identity.length ? br : null,
    gzip: gz.length < identity.length ? gz : null,
  };
}
