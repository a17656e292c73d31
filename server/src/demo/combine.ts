/**
 * The national combine: an individual competition (gameType 'indv') whose "matches" are
 * drills, each carrying its results as a table rather than a score.
 */
import type { ImportMatch, ImportMember } from '../import/format';
import { competitionSettings, display, ladderTemplate, regularRound } from './competitions';
import type { Calendar } from './dates';
import { gridiron } from './gridiron';
import type { BuiltCompetition } from './league';
import { Rng } from './random';

/** One drill: how results are shown and how a result is drawn. */
interface Drill {
  name: string;
  unit: string;
  /** Lower is better for timed drills. */
  lowerIsBetter: boolean;
  range: readonly [number, number];
  decimals: number;
}

const DAY_ONE: readonly Drill[] = [
  { name: '40-Yard Dash', unit: 'Time (s)', lowerIsBetter: true, range: [4.45, 5.4], decimals: 2 },
  { name: 'Vertical Jump', unit: 'Height (cm)', lowerIsBetter: false, range: [55, 92], decimals: 1 },
  { name: 'Broad Jump', unit: 'Distance (m)', lowerIsBetter: false, range: [2.4, 3.3], decimals: 2 },
  { name: 'Bench Press (100 kg)', unit: 'Reps', lowerIsBetter: false, range: [4, 28], decimals: 0 },
  { name: '3-Cone Drill', unit: 'Time (s)', lowerIsBetter: true, range: [6.9, 8.2], decimals: 2 },
];
const DAY_TWO = ['20-Yard Shuttle', '60-Yard Shuttle'];
const SYDNEY_UTC_OFFSET = 10;

/** A drill's start: one an hour from 9:00 Sydney time. */
function drillTime(dayMs: number, index: number): string {
  return new Date(dayMs + (9 + index - SYDNEY_UTC_OFFSET) * 3_600_000).toISOString();
}

/** An athlete: a public member's name and the club they came through. */
export interface Athlete {
  member: ImportMember;
  club: string;
}

/**
 * The combine. Only public members are listed: table cells are plain text, so a private
 * member's name would otherwise be published.
 */
export function buildCombine(cal: Calendar, season: number, athletes: readonly Athlete[]): BuiltCompetition {
  const id = 'n14-c-cur-national-combine';
  const rounds = [regularRound(id, 1), regularRound(id, 2)];
  const field = athletes.filter((a) => a.member.isPublic).slice(0, 16);
  const dayOne = cal.saturday(-2);
  const matches: ImportMatch[] = DAY_ONE.map((drill, i) => {
    const rng = Rng.for(`${id}:${drill.name}`);
    const scale = 10 ** drill.decimals;
    const results = field.map((a) => ({
      a,
      value: Math.round((drill.range[0] + rng.next() * (drill.range[1] - drill.range[0])) * scale) / scale,
    }));
    results.sort((x, y) => (drill.lowerIsBetter ? x.value - y.value : y.value - x.value));
    return {
      id: `${id}-r1-m${i + 1}`,
      competition: id,
      round: rounds[0]!.id,
      matchName: drill.name,
      dateTime: drillTime(dayOne, i),
      venue: 'n14-venue-sydney-uni-lions',
      field: 'Athletics Track',
      status: 'final',
      sportType: 'athletics',
      tableData: {
        label: drill.name,
        headers: ['Rank', 'Athlete', 'Club', drill.unit],
        rows: results.map((r, rank) => [
          rank + 1,
          `${r.a.member.firstName} ${r.a.member.lastName}`,
          r.a.club,
          r.value,
        ]),
      },
    };
  });
  DAY_TWO.forEach((name, i) => {
    matches.push({
      id: `${id}-r2-m${i + 1}`,
      competition: id,
      round: rounds[1]!.id,
      matchName: name,
      dateTime: drillTime(cal.saturday(3), i),
      venue: 'n14-venue-sydney-uni-lions',
      field: 'Athletics Track',
      status: 'pre-game',
      sportType: 'athletics',
      tableData: null,
    });
  });
  const competition = {
    id,
    name: 'National Combine',
    season,
    order: 2,
    owner: null,
    gameType: 'indv' as const,
    sportType: 'athletics',
    meta: { imgUrl: null },
    display: display({}),
    settings: competitionSettings(gridiron),
    laddertemplate: ladderTemplate(),
    compTypeLaddertemplate: null,
    teams: [],
    rounds,
  };
  return { competition, matches };
}
