/**
 * The box score as the match centre's tables: the teams' stats side by side, and a table per
 * kind of player stats (passing, rushing, receiving, defence, kicking), each team's players
 * apart, the busiest first. Pure, over the domain's `boxScore`.
 */
import type { BoxScore, PlayerBox, Side, TeamBox } from '../gridiron/schemas';
import { clockText } from './fieldStrip';

/** One line of the team stats: what it counts, and each side's figure as written. */
export interface TeamStatRow {
  label: string;
  home: string;
  away: string;
}

const made = (m: { made: number; attempts: number }) => `${m.made}/${m.attempts}`;

const TEAM_STATS: readonly [string, (t: TeamBox) => string][] = [
  ['First downs', (t) => String(t.firstDowns)],
  ['Total yards', (t) => String(t.totalYards)],
  ['Rushing yards', (t) => String(t.rushing.yards)],
  ['Rushing attempts', (t) => String(t.rushing.attempts)],
  ['Passing yards', (t) => String(t.passing.yards)],
  ['Comp/Att', (t) => `${t.passing.completions}/${t.passing.attempts}`],
  ['Sacks–yards lost', (t) => `${t.passing.sacks}–${t.passing.sackYards}`],
  ['3rd-down conversions', (t) => made(t.thirdDowns)],
  ['4th-down conversions', (t) => made(t.fourthDowns)],
  ['Red zone (TD/att)', (t) => made(t.redZone)],
  ['Turnovers', (t) => String(t.turnovers)],
  ['Penalties–yards', (t) => `${t.penalties.count}–${t.penalties.yards}`],
  ['Time of possession', (t) => clockText(t.timeOfPossession)],
];

/** The team stats, a row per figure, home and away. */
export function teamStatRows(box: BoxScore): TeamStatRow[] {
  return TEAM_STATS.map(([label, figure]) => ({
    label,
    home: figure(box.teams.home),
    away: figure(box.teams.away),
  }));
}

/** A column of a player table: its heading, and what it stands for (read out, and its title). */
export interface PlayerColumn {
  heading: string;
  title: string;
}

/** A table of one kind of player stats: each side's players with their figures. */
export interface PlayerTable {
  key: 'passing' | 'rushing' | 'receiving' | 'defence' | 'kicking';
  title: string;
  columns: PlayerColumn[];
  sides: { side: Side; rows: { player: PlayerBox['player']; cells: string[] }[] }[];
}

type Kind = PlayerTable['key'];

interface KindSpec<K extends Kind> {
  title: string;
  columns: [string, string][];
  cells: (stats: NonNullable<PlayerBox[K]>) => (string | number)[];
  /** The figure the players are ordered by, most first. */
  weight: (stats: NonNullable<PlayerBox[K]>) => number;
}

const KINDS: { [K in Kind]: KindSpec<K> } = {
  passing: {
    title: 'Passing',
    columns: [
      ['C/ATT', 'Completions/attempts'],
      ['YDS', 'Yards'],
      ['TD', 'Touchdowns'],
      ['INT', 'Interceptions'],
    ],
    cells: (s) => [`${s.completions}/${s.attempts}`, s.yards, s.touchdowns, s.interceptions],
    weight: (s) => s.yards,
  },
  rushing: {
    title: 'Rushing',
    columns: [
      ['CAR', 'Carries'],
      ['YDS', 'Yards'],
      ['TD', 'Touchdowns'],
      ['LONG', 'Longest'],
    ],
    cells: (s) => [s.attempts, s.yards, s.touchdowns, s.long],
    weight: (s) => s.yards,
  },
  receiving: {
    title: 'Receiving',
    columns: [
      ['REC', 'Receptions'],
      ['YDS', 'Yards'],
      ['TD', 'Touchdowns'],
      ['LONG', 'Longest'],
    ],
    cells: (s) => [s.receptions, s.yards, s.touchdowns, s.long],
    weight: (s) => s.yards,
  },
  defence: {
    title: 'Defence',
    columns: [
      ['TKL', 'Tackles'],
      ['SACK', 'Sacks'],
      ['INT', 'Interceptions'],
    ],
    cells: (s) => [s.tackles, s.sacks, s.interceptions],
    weight: (s) => s.tackles + s.sacks + s.interceptions,
  },
  kicking: {
    title: 'Kicking',
    columns: [
      ['FG', 'Field goals made/attempted'],
      ['LONG', 'Longest field goal'],
      ['XP', 'Extra points made/attempted'],
      ['PUNTS', 'Punts'],
      ['P YDS', 'Punt yards'],
    ],
    cells: (s) => [made(s.fieldGoals), s.long, made(s.extraPoints), s.punts, s.puntYards],
    weight: (s) => s.fieldGoals.attempts + s.extraPoints.attempts + s.punts,
  },
};

function table<K extends Kind>(key: K, players: readonly PlayerBox[]): PlayerTable {
  const spec = KINDS[key];
  const side = (s: Side) => ({
    side: s,
    rows: players
      .flatMap((p) => {
        const stats = p[key] as NonNullable<PlayerBox[K]> | undefined;
        return p.side === s && stats ? [{ player: p.player, stats }] : [];
      })
      .sort((a, b) => spec.weight(b.stats) - spec.weight(a.stats))
      .map(({ player, stats }) => ({ player, cells: spec.cells(stats).map(String) })),
  });
  return {
    key,
    title: spec.title,
    columns: spec.columns.map(([heading, title]) => ({ heading, title })),
    sides: [side('home'), side('away')].filter((s) => s.rows.length > 0),
  };
}

/** The player tables with anyone in them, in the order a box score reads. */
export function playerTables(box: BoxScore): PlayerTable[] {
  return (Object.keys(KINDS) as Kind[])
    .map((key) => table(key, box.players))
    .filter((t) => t.sides.length > 0);
}
