/**
 * The match centre's team lists and field view (spec 2.9): who is listed, in what order, with
 * which picture, badges and number, and where each line-up player stands on the field.
 */
import type { TeamListPerson } from '../api/match';
import type { PositionDefinition } from '../schemas/values';

/** A team list row as shown. Private members are 'Player' with no picture and no number. */
export interface TeamListRow {
  person: TeamListPerson;
  name: string;
  /** The picture to show, or null for the placeholder. */
  avatarUrl: string | null;
  positionName: string | null;
  /** 'Im' for an import, 'D' for a dispensation. */
  badges: ('Im' | 'D')[];
  shirt: number | null;
  substitute: boolean;
}

/** The default marker size when the field's width is not known (spec 9). */
export const DEFAULT_MARKER_SIZE = 25;

/** A member's name as listed: 'First Last', or 'Player' for a private member (the server sends that). */
export const listedName = (person: Pick<TeamListPerson, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * Whether an entry is listed. Entries without a first or a last name are hidden (spec 5); a
 * private member, whom the server sends as 'Player' with no surname, is listed as 'Player'.
 */
export function isListed(person: Pick<TeamListPerson, 'firstName' | 'lastName' | 'isPublic'>): boolean {
  return person.isPublic ? Boolean(person.firstName.trim() && person.lastName.trim()) : true;
}

/** The picture: only for a public member with one, when the national shows pictures (showLogo). */
export function avatarUrl(
  person: Pick<TeamListPerson, 'isPublic' | 'imgUrl'>,
  showLogo: boolean,
): string | null {
  return person.isPublic && showLogo && person.imgUrl ? person.imgUrl : null;
}

/**
 * A team's rows in order: line-up before substitutes, each by where their position comes in the
 * competition's positions sorted by `order` (a position the competition does not list goes
 * last), keeping the server's order otherwise.
 */
export function teamListRows(
  people: readonly TeamListPerson[],
  positions: readonly PositionDefinition[],
  showLogo: boolean,
): TeamListRow[] {
  const rank = new Map(
    [...positions].sort((a, b) => a.order - b.order).map((position, index) => [position.number, index]),
  );
  const rankOf = (p: TeamListPerson) =>
    p.position ? (rank.get(p.position.number) ?? positions.length) : positions.length + 1;
  return people
    .filter(isListed)
    .map((person, index) => ({ person, index }))
    .sort(
      (a, b) =>
        Number(a.person.position?.type === 'substitute') - Number(b.person.position?.type === 'substitute') ||
        rankOf(a.person) - rankOf(b.person) ||
        a.index - b.index,
    )
    .map(({ person }) => ({
      person,
      name: listedName(person),
      avatarUrl: avatarUrl(person, showLogo),
      positionName: person.position?.name ?? null,
      badges: [
        ...(person.hasImport ? (['Im'] as const) : []),
        ...(person.hasDispensation ? (['D'] as const) : []),
      ],
      shirt: person.isPublic ? (person.shirtNum ?? person.number) : null,
      substitute: person.position?.type === 'substitute',
    }));
}

/** A player's marker on the field view. */
export interface FieldMarker {
  person: TeamListPerson;
  /** Percentages of the field's width and height. */
  x: number;
  y: number;
  label: string;
  /** The label goes above the marker rather than below it (see `staggerLabels`). */
  labelAbove: boolean;
}

/** The field's shape, width over height (the web app draws it 3:4, portrait). */
export const FIELD_ASPECT = 3 / 4;
/** A marker's dot, and the widest its label may be, as fractions of the marker size (width/8). */
export const DOT_SCALE = 0.62;
export const LABEL_SCALE = 1.4;
/** A label's height, in percent of the field's height. */
const LABEL_HEIGHT = 3.2;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Puts each label below its marker, or above it where below would run into a label already
 * placed or another player's dot: along a line of scrimmage, neighbours' names alternate. Works
 * in percent of the field (x of its width, y of its height) for markers an eighth of its width.
 */
function placeLabels(markers: readonly Omit<FieldMarker, 'labelAbove'>[]): FieldMarker[] {
  const size = 100 / 8;
  const dotWidth = size * DOT_SCALE;
  const dotHeight = dotWidth * FIELD_ASPECT;
  const labelWidth = size * LABEL_SCALE;
  const dots = markers.map((m) => ({
    left: m.x - dotWidth / 2,
    right: m.x + dotWidth / 2,
    top: m.y - dotHeight / 2,
    bottom: m.y + dotHeight / 2,
  }));
  const placed: Box[] = [];
  const above = new Set<number>();
  const order = markers
    .map((_, i) => i)
    .sort((a, b) => markers[a]!.y - markers[b]!.y || markers[a]!.x - markers[b]!.x);
  for (const i of order) {
    const { x, y } = markers[i]!;
    const box = (up: boolean): Box => ({
      left: x - labelWidth / 2,
      right: x + labelWidth / 2,
      top: up ? y - dotHeight / 2 - LABEL_HEIGHT : y + dotHeight / 2,
      bottom: up ? y - dotHeight / 2 : y + dotHeight / 2 + LABEL_HEIGHT,
    });
    const clash = (label: Box) =>
      [...placed, ...dots.filter((_, j) => j !== i)].reduce((sum, other) => sum + overlap(label, other), 0);
    const up = clash(box(false)) > 0 && clash(box(true)) < clash(box(false));
    if (up) above.add(i);
    placed.push(box(up));
  }
  return markers.map((marker, i) => ({ ...marker, labelAbove: above.has(i) }));
}

/** A marker's label: the first initial and last name ('E. Lawson'), else the position abbreviation. */
export function markerLabel(person: TeamListPerson): string {
  if (person.isPublic && person.firstName.trim() && person.lastName.trim())
    return `${person.firstName.trim()[0]}. ${person.lastName.trim()}`;
  return person.position?.abbreviation ?? '';
}

/** The marker size: the field's width divided by 8, or 25 while the width is unknown (spec 9). */
export function markerSize(fieldWidth: number | null | undefined): number {
  return fieldWidth && fieldWidth > 0 ? fieldWidth / 8 : DEFAULT_MARKER_SIZE;
}

/**
 * The field view: line-up players placed by their position's coordinate (substitutes are not
 * on the field), and the bench, which some nationals leave out (substitutesOnFieldView).
 */
export function fieldView(
  people: readonly TeamListPerson[],
  options: { substitutesOnFieldView: boolean },
): { markers: FieldMarker[]; bench: TeamListPerson[] } {
  const listed = people.filter(isListed);
  const markers = placeLabels(
    listed.flatMap((person) => {
      const at = person.position?.coordinate;
      if (person.position?.type !== 'line-up' || !at) return [];
      return [{ person, x: clampPercent(at.x), y: clampPercent(at.y), label: markerLabel(person) }];
    }),
  );
  const bench = options.substitutesOnFieldView
    ? listed.filter((person) => person.position?.type === 'substitute')
    : [];
  return { markers, bench };
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));
