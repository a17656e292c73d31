import {
  DEFAULT_COLOURS,
  type EmbedTarget,
  embedLadder,
  type LadderResponse,
  type LiveLadderResponse,
  type PresentationResponse,
  parseEmbedPath,
  readableOnWhite,
  type TeamDetail,
} from '@touchline/domain';
import { getData } from './api';
import { h } from './dom';
import { followCompetitions } from './follow';
import { postHeight } from './height';
import { ladderView } from './ladder';
import { playoffsView } from './playoffs';
import { type EmbedView, matchesView } from './views';
import './embed.css';

/** At most this many competition streams per embed (a browser allows 6 connections per site). */
const MAX_STREAMS = 2;

/** Loads what the embed shows, and the competitions whose streams keep it live. */
async function load(target: EmbedTarget): Promise<{ view: EmbedView; competitions: number[] } | null> {
  if (target.kind === 'ladder') {
    // The ladder as it stands while a match is live; the plain ladder carries the marks.
    const path = `/live/ladders/competition/${target.id}`;
    const [ladder, live] = await Promise.all([
      getData<LadderResponse>(path),
      getData<LiveLadderResponse>(`${path}/live`).catch(() => null),
    ]);
    return ladder && { view: ladderView(embedLadder(ladder, live)), competitions: [ladder.competition._id] };
  }
  if (target.kind === 'playoffs') {
    const ladder = await getData<LadderResponse>(`/live/ladders/competition/${target.id}`);
    return ladder && { view: playoffsView(ladder), competitions: [ladder.competition._id] };
  }
  const detail = await getData<TeamDetail>(`/live/teams/${target.id}`);
  const team = detail?.team[0];
  if (!detail || !team) return null;
  const view = matchesView(target.kind, team, detail.matches);
  // The competitions of the team's season that still have matches to play or under way.
  const open = detail.matches.filter((m) => m.status !== 'final' && m.season === team.season);
  const competitions = [...new Set(open.map((m) => m.competition._id))].slice(0, MAX_STREAMS);
  return { view, competitions };
}

/** The national's name and colour, as its own pages show them: an embed carries its brand. */
async function brand(root: HTMLElement): Promise<string> {
  const presentation = await getData<PresentationResponse>('/live/nationals/presentation').catch(() => null);
  const colour = presentation?.meta.primaryColor ?? DEFAULT_COLOURS.primary;
  // White text sits on it and it colours links on white: deepened where it is too light.
  root.style.setProperty('--embed-primary', readableOnWhite(colour));
  return presentation?.meta.name || presentation?.name || 'Touchline';
}

function draw(root: HTMLElement, view: EmbedView, brandName: string) {
  root.replaceChildren(
    h('header', { class: 'embed__head' }, h('h1', { class: 'embed__title' }, view.title)),
    view.body,
    h(
      'footer',
      { class: 'embed__foot' },
      h('a', { href: view.more.href, target: '_blank', rel: 'noopener' }, view.more.label),
      h('a', { href: '/', target: '_blank', rel: 'noopener', class: 'embed__brand' }, brandName),
    ),
  );
  root.removeAttribute('aria-busy');
}

function fail(root: HTMLElement, text: string) {
  root.replaceChildren(h('p', { class: 'embed__status', role: 'alert' }, text));
  root.removeAttribute('aria-busy');
}

/**
 * An embed page: a competition's ladder or playoff picture, or a team's fixtures or results,
 * drawn without the app (a few KB for another site's iframe), kept live by the competitions'
 * streams, and telling the framing page its height.
 */
async function start() {
  const root = document.getElementById('embed')!;
  postHeight(root);
  const target = parseEmbedPath(window.location.pathname);
  if (!target) return fail(root, 'There is no such embed.');
  const named = brand(root);
  let following: string | null = null;
  let stop = () => {};
  const refresh = async () => {
    try {
      const loaded = await load(target);
      if (!loaded) return fail(root, 'This page is not available.');
      draw(root, loaded.view, await named);
      const key = loaded.competitions.join(',');
      if (key !== following) {
        stop();
        following = key;
        stop = followCompetitions(loaded.competitions, () => void refresh());
      }
    } catch {
      // Keep what is on screen: the next message, or the stream's reconnection, tries again.
      if (root.hasAttribute('aria-busy')) fail(root, 'Could not load. Check your connection.');
    }
  };
  await refresh();
}

void start();
