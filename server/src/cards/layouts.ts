import { readableOnWhite } from '@touchline/domain';
import { type Child, type Element, h } from './element';
import type { CompetitionSubject, MatchSubject, Site, TeamFace, TeamSubject } from './subjects';

/** The size link previews ask for (Open Graph's and X's large image). */
export const CARD = { width: 1200, height: 630 } as const;
/** A notification's icon. */
export const ICON_SIZE = 192;
/** A notification's badge (Android draws only its alpha, in white, on the status bar). */
export const BADGE_SIZE = 96;

const WHITE = '#ffffff';
const INK = '#0b1a14';

// The lengths past which a name is set a size smaller (see `clamped`).
const LONGER = [16, 22, 30];

/**
 * A name in at most `lines` lines, cut with an ellipsis, smaller the longer it is: `sizes` are
 * its font sizes up to 16 characters, to 22, to 30, and beyond.
 */
function clamped(text: string, sizes: number[], lines: number, style = {}): Element {
  const step = LONGER.filter((length) => text.length > length).length;
  const fontSize = sizes[Math.min(step, sizes.length - 1)]!;
  return h(
    'div',
    { display: 'block', lineClamp: lines, fontSize, lineHeight: 1.15, overflow: 'hidden', ...style },
    text,
  );
}

/** A card: the colour ground with white text, the content, the site's name and a stripe. */
function card(site: Site, ground: string, stripe: string, ...content: Child[]): Element {
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      background: readableOnWhite(ground),
      color: WHITE,
      fontFamily: 'Inter',
    },
    h(
      'div',
      { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '52px 64px 36px' },
      ...content,
      h(
        'div',
        { display: 'flex', alignItems: 'center', fontSize: 28, fontWeight: 700, opacity: 0.9 },
        h('div', { width: 10, height: 34, background: stripe, marginRight: 16, borderRadius: 3 }),
        site.name,
      ),
    ),
    h('div', { display: 'flex', height: 14, background: stripe }),
  );
}

/** A team's disc: its initials on its colour, ringed in its second colour. */
function disc(team: TeamFace, size: number): Element {
  const fontSize = Math.round(size * (team.initials.length > 2 ? 0.3 : 0.36));
  return h(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: size,
      height: size,
      borderRadius: '50%',
      background: readableOnWhite(team.primary),
      border: `${Math.round(size / 22)}px solid ${team.secondary}`,
      fontSize,
      fontWeight: 800,
      letterSpacing: 1,
      color: WHITE,
    },
    team.initials,
  );
}

function side(team: TeamFace): Element {
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', alignItems: 'center', width: 340, flexShrink: 0 },
    disc(team, 176),
    clamped(team.name, [46, 40, 32, 28], 2, { marginTop: 24, textAlign: 'center', fontWeight: 700 }),
  );
}

/** The match card: the competition and status on top, the two teams either side of the score. */
export function matchCard(subject: MatchSubject): Element {
  const { words, site } = subject;
  const middle = words.score
    ? [
        h(
          'div',
          { fontSize: scoreSize(words.score), fontWeight: 800, whiteSpace: 'nowrap' },
          scoreText(words.score),
        ),
      ]
    : [
        h('div', { fontSize: 96, fontWeight: 800, opacity: 0.9 }, 'v'),
        words.kickoff
          ? clamped(words.kickoff.replace(', ', '\n'), [28], 2, {
              textAlign: 'center',
              whiteSpace: 'pre-wrap',
              marginTop: 12,
              opacity: 0.9,
            })
          : null,
      ];
  return card(
    site,
    site.primary,
    site.secondary,
    h(
      'div',
      { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
      clamped(words.competition, [34, 32, 28], 1, { fontWeight: 700, maxWidth: 780, opacity: 0.92 }),
      pill(words.status, subject.live, site),
    ),
    h(
      'div',
      { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'space-between' },
      side(subject.home),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', alignItems: 'center', flexGrow: 1, padding: '0 12px' },
        ...middle,
      ),
      side(subject.away),
    ),
  );
}

const scoreText = (score: { home: number; away: number }) => `${score.home} – ${score.away}`;

/** The score as large as fits between the teams: smaller the more digits it has. */
function scoreSize(score: { home: number; away: number }): number {
  const digits = `${score.home}${score.away}`.length;
  return digits <= 3 ? 124 : digits === 4 ? 110 : digits === 5 ? 92 : 80;
}

/** The status chip: the national's highlight colour, a dot while the game is under way. */
function pill(text: string, live: boolean, site: Site): Element {
  return h(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      padding: '10px 26px',
      borderRadius: 40,
      background: site.highlight,
      color: INK,
      fontSize: 32,
      fontWeight: 800,
    },
    live
      ? h('div', { width: 16, height: 16, borderRadius: 8, background: '#d92d20', marginRight: 12 })
      : null,
    text,
  );
}

/** The team card: its disc, its name, its club and season, in its colours. */
export function teamCard({ team, organisation, season, site }: TeamSubject): Element {
  return card(
    site,
    team.primary,
    team.secondary,
    h(
      'div',
      { display: 'flex', flexGrow: 1, alignItems: 'center' },
      disc(team, 260),
      h(
        'div',
        { display: 'flex', flexDirection: 'column', marginLeft: 56, width: 700 },
        clamped(team.name, [76, 68, 60, 52], 2, { fontWeight: 800 }),
        organisation ? clamped(organisation, [36, 34, 30], 1, { marginTop: 20, opacity: 0.92 }) : null,
        h('div', { fontSize: 32, marginTop: 14, opacity: 0.85 }, `Season ${season}`),
      ),
    ),
  );
}

/** The competition card: its name, who runs it and its season, in the national's colours. */
export function competitionCard({ name, season, owner, site }: CompetitionSubject): Element {
  return card(
    site,
    site.primary,
    site.secondary,
    h(
      'div',
      { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' },
      h('div', { fontSize: 30, fontWeight: 800, letterSpacing: 3, color: site.highlight }, 'COMPETITION'),
      clamped(name, [84, 76, 66, 56], 2, { fontWeight: 800, marginTop: 16 }),
      h(
        'div',
        { fontSize: 36, marginTop: 20, opacity: 0.92 },
        owner ? `${owner} · Season ${season}` : `Season ${season}`,
      ),
    ),
  );
}

/** A notification's icon: the team's initials on its colour, a stripe of its second colour. */
export function teamIcon(team: TeamFace): Element {
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      background: readableOnWhite(team.primary),
      color: WHITE,
      fontFamily: 'Inter',
    },
    h(
      'div',
      {
        display: 'flex',
        flexGrow: 1,
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: team.initials.length > 2 ? 64 : 84,
        fontWeight: 800,
      },
      team.initials,
    ),
    h('div', { display: 'flex', height: 20, background: team.secondary }),
  );
}

/** The badge: an oval ball with its laces cut out, white on transparent. */
export const BADGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_SIZE}" height="${BADGE_SIZE}" viewBox="0 0 96 96">
<mask id="m"><rect width="96" height="96" fill="#fff"/><g stroke="#000" stroke-width="5" stroke-linecap="round">
<path d="M34 62 L62 34" stroke-width="4"/><path d="M37 49 L47 59"/><path d="M43 43 L53 53"/><path d="M49 37 L59 47"/></g></mask>
<g mask="url(#m)"><ellipse cx="48" cy="48" rx="44" ry="27" transform="rotate(-45 48 48)" fill="#fff"/></g></svg>`;
