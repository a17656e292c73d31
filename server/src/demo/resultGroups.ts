/**
 * Result groups of national 14: one of each type (golf, race, tennis, team head-to-head,
 * field event, gymnastics), community events around the game with plausible results.
 */
import type { ResultGroupMatch, ResultGroupParticipant } from '@touchline/domain';
import type { ImportResultGroup } from '../import/format';
import type { Calendar } from './dates';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './names';
import { Rng } from './random';

const HOUR_MS = 3_600_000;

function personName(rng: Rng): string {
  const first = rng.chance(0.5) ? rng.pick(MALE_FIRST_NAMES) : rng.pick(FEMALE_FIRST_NAMES);
  return `${first} ${rng.pick(LAST_NAMES)}`;
}

/** Ranks participants by a value and numbers their positions from 1. */
function ranked<T extends ResultGroupParticipant>(
  items: T[],
  key: (p: T) => number,
  ascending: boolean,
): T[] {
  return [...items]
    .sort((a, b) => (ascending ? key(a) - key(b) : key(b) - key(a)))
    .map((p, i) => ({ ...p, position: i + 1 }));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function golf(rng: Rng, id: string): ResultGroupParticipant[] {
  const players = Array.from({ length: 12 }, (_, i) => {
    const skill = rng.int(68, 82);
    const scores = [skill + rng.int(-3, 4), skill + rng.int(-3, 4)];
    return { _id: `${id}-p${i + 1}`, name: personName(rng), scores, totalScore: scores[0]! + scores[1]! };
  });
  return ranked(players, (p) => p.totalScore, true);
}

function race(rng: Rng, id: string): ResultGroupParticipant[] {
  const runners = Array.from({ length: 15 }, (_, i) => ({
    _id: `${id}-p${i + 1}`,
    name: personName(rng),
    seconds: rng.int(16 * 60 + 30, 32 * 60),
  }));
  return ranked(runners, (r) => r.seconds, true).map(({ seconds, ...r }) => ({
    ...r,
    time: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  }));
}

/** A best-of-three set line: the winner's games first, then the loser's. */
function setPair(rng: Rng): [number, number] {
  const roll = rng.int(0, 5);
  if (roll === 5) return [7, 6];
  if (roll === 4) return [7, 5];
  return [6, rng.int(0, 4)];
}

function tennis(
  rng: Rng,
  id: string,
  venue: string,
  start: number,
): { participants: ResultGroupParticipant[]; matches: ResultGroupMatch[] } {
  const people = Array.from({ length: 16 }, (_, i) => ({ _id: `${id}-p${i + 1}`, name: personName(rng) }));
  const matches = Array.from({ length: 4 }, (_, m): ResultGroupMatch => {
    const [a1, a2, b1, b2] = people.slice(m * 4, m * 4 + 4).map((p) => p.name);
    const sets: [number, number][] = [];
    let wins = [0, 0];
    while (wins[0]! < 2 && wins[1]! < 2) {
      const [w, l] = setPair(rng);
      const firstWins = rng.chance(0.55);
      sets.push(firstWins ? [w, l] : [l, w]);
      wins = firstWins ? [wins[0]! + 1, wins[1]!] : [wins[0]!, wins[1]! + 1];
    }
    return {
      id: `${id}-m${m + 1}`,
      name: `Doubles Match ${m + 1}`,
      venue,
      dateTime: start + m * HOUR_MS,
      participants: [
        { name1: a1!, name2: a2!, setScores: sets.map((s) => s[0]) },
        { name1: b1!, name2: b2!, setScores: sets.map((s) => s[1]) },
      ],
    };
  });
  return { participants: people, matches };
}

function headToHead(rng: Rng, id: string, venue: string, start: number): ResultGroupMatch[] {
  const sides = rng.shuffle([
    'Sydney Uni Lions',
    'UNSW Raiders',
    'Parramatta Pythons',
    'Northern Beaches Breakers',
    'Central Coast Cobras',
    'Newcastle Nighthawks',
  ]);
  const flagScore = () => rng.int(0, 6) * 6 + rng.int(0, 3);
  return [0, 1, 2, 3, 4, 5].map((g) => {
    const home = sides[g % 6]!;
    const away = sides[(g + 1 + (g % 2) * 2) % 6]!;
    return {
      id: `${id}-m${g + 1}`,
      name: `Game ${g + 1}`,
      venue,
      dateTime: start + g * HOUR_MS,
      team1: { name: `${home} Flag`, score: flagScore() },
      team2: { name: `${away} Flag`, score: flagScore() },
    };
  });
}

function fieldEvent(rng: Rng, id: string): ResultGroupParticipant[] {
  const kickers = Array.from({ length: 10 }, (_, i) => ({
    _id: `${id}-p${i + 1}`,
    name: personName(rng),
    distanceHeight: round2(36 + rng.next() * 20),
  }));
  return ranked(kickers, (p) => p.distanceHeight, false);
}

const CHEER_SQUADS = [
  'Sydney Allstars',
  'Brisbane Elite',
  'Melbourne Spirit',
  'Perth Storm',
  'Adelaide Royals',
  'Gold Coast Cheer Co',
  'Geelong Flyers',
  'Newcastle Sharks',
];

function gymnastics(rng: Rng, id: string): ResultGroupParticipant[] {
  const squads = CHEER_SQUADS.map((name, i) => ({
    _id: `${id}-p${i + 1}`,
    name,
    score: Math.round((62 + rng.next() * 33) * 10) / 10,
  }));
  return ranked(squads, (p) => p.score, false);
}

/** The six result groups, dated in the weeks around `now` (all but one already decided). */
export function buildResultGroups(cal: Calendar, prefix: string): ImportResultGroup[] {
  // Hours after midnight UTC on a Saturday: 0 is 10:00 in Sydney, 23 is 9:00 on Sunday.
  const day = (weeks: number, hour: number) => cal.saturday(weeks) + hour * HOUR_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  const key = (n: number) => `${prefix}-rg-${n}`;
  const rng = (n: number) => Rng.for(key(n));
  const tennisVenue = 'Sydney Olympic Park Tennis Centre';
  const doubles = tennis(rng(3), key(3), tennisVenue, day(-1, 0));
  const galaVenue = 'Camperdown Oval';
  return [
    {
      id: key(1),
      name: 'Volunteers Charity Golf Day',
      order: 1,
      type: 'Golf',
      dateTime: iso(day(-3, 0)),
      venue: 'Moore Park Golf Course',
      sportInfo: 'Stroke play, 2 rounds',
      rounds: 2,
      participants: golf(rng(1), key(1)),
      matches: [],
    },
    {
      id: key(2),
      name: 'Touchline 5K Fun Run',
      order: 2,
      type: 'Race',
      dateTime: iso(day(-2, 21)),
      venue: 'Centennial Park',
      sportInfo: '5 km',
      participants: race(rng(2), key(2)),
      matches: [],
    },
    {
      id: key(3),
      name: 'Club Presidents Tennis Social',
      order: 3,
      type: 'Tennis',
      dateTime: iso(day(-1, 0)),
      venue: tennisVenue,
      sportInfo: 'Doubles, best of 3 sets',
      numberOfSets: 3,
      singlesDoubles: 'doubles',
      participants: doubles.participants,
      matches: doubles.matches,
    },
    {
      id: key(4),
      name: 'Flag Football Gala Day',
      order: 4,
      type: 'Team H2H',
      dateTime: iso(day(0, 23)),
      venue: galaVenue,
      sportInfo: 'Flag football, 2 x 20 minutes',
      participants: [],
      matches: headToHead(rng(4), key(4), galaVenue, day(0, 23)),
    },
    {
      id: key(5),
      name: 'Long Kick Challenge',
      order: 5,
      type: 'Field Event',
      dateTime: iso(day(-1, 3)),
      venue: 'Ballymore Stadium',
      sportInfo: 'Longest successful field goal',
      participants: fieldEvent(rng(5), key(5)),
      matches: [],
    },
    {
      id: key(6),
      name: 'National Cheer & Dance Championship',
      order: 6,
      type: 'Gymnastics',
      dateTime: iso(day(-4, 0)),
      venue: 'Melbourne Sports Centre',
      sportInfo: 'Senior All Girl, Level 5',
      participants: gymnastics(rng(6), key(6)),
      matches: [],
    },
  ];
}
