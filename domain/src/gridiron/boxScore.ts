/**
 * The box score of a game, from its plays: each team's line and each named player's. What
 * counts where is written in `docs/gridiron-plays.md`.
 */
import type { PublicPerson } from '../api/common';
import { fieldGoalLength } from './kicks';
import type { PlayOutcome } from './machine';
import { replayGame } from './replay';
import { type GameRules, initialGameState, sideOf, touchbackSpot } from './rules';
import type { BoxScore, GameState, Play, PlayerBox, Side, TeamBox } from './schemas';
import { playerSide } from './sides';

const emptyTeam = (): TeamBox => ({
  firstDowns: 0,
  totalYards: 0,
  plays: 0,
  rushing: { attempts: 0, yards: 0 },
  passing: { completions: 0, attempts: 0, yards: 0, sacks: 0, sackYards: 0, interceptions: 0 },
  thirdDowns: { made: 0, attempts: 0 },
  fourthDowns: { made: 0, attempts: 0 },
  redZone: { made: 0, attempts: 0 },
  turnovers: 0,
  fumblesLost: 0,
  penalties: { count: 0, yards: 0 },
  timeOfPossession: 0,
});

/** Snaps that are a rush: the carrier ran (a fumble counts where it happened). */
const RUSHES = new Set(['run', 'scramble', 'kneel', 'fumble']);
/** Snaps that are a pass attempt. */
const PASSES = new Set(['passComplete', 'passIncomplete', 'interception', 'spike']);

type Line = Omit<PlayerBox, 'player' | 'side'>;

class Players {
  private readonly lines = new Map<number, PlayerBox>();

  /** The player's line, made on first mention; null when the play names nobody in the role. */
  of(person: PublicPerson | null | undefined, side: Side): Line | null {
    if (!person) return null;
    let line = this.lines.get(person._id);
    if (!line) {
      line = { player: person, side };
      this.lines.set(person._id, line);
    }
    return line;
  }

  /** Home players first, each side in the order they were first named. */
  list(): PlayerBox[] {
    const all = [...this.lines.values()];
    return [...all.filter((p) => p.side === 'home'), ...all.filter((p) => p.side === 'away')];
  }
}

const passing = (line: Line) =>
  (line.passing ??= { completions: 0, attempts: 0, yards: 0, touchdowns: 0, interceptions: 0 });
const rushing = (line: Line) => (line.rushing ??= { attempts: 0, yards: 0, touchdowns: 0, long: 0 });
const receiving = (line: Line) => (line.receiving ??= { receptions: 0, yards: 0, touchdowns: 0, long: 0 });
const defence = (line: Line) => (line.defence ??= { tackles: 0, sacks: 0, interceptions: 0 });
const kicking = (line: Line) =>
  (line.kicking ??= {
    fieldGoals: { made: 0, attempts: 0 },
    long: 0,
    extraPoints: { made: 0, attempts: 0 },
    punts: 0,
    puntYards: 0,
  });

/** The play was a touchdown by `side`. */
const scoredBy = (outcome: PlayOutcome, side: Side | null) =>
  outcome.scoring?.kind === 'touchdown' && outcome.scoring.side === side;

/** The team line's part of a snap: yards, attempts and conversions on third and fourth down. */
function countTeam(team: TeamBox, play: Play, before: GameState, outcome: PlayOutcome) {
  const yards = play.yards ?? 0;
  const rush = RUSHES.has(play.type);
  const pass = PASSES.has(play.type);
  if (rush) team.rushing = { attempts: team.rushing.attempts + 1, yards: team.rushing.yards + yards };
  if (pass) team.passing.attempts += 1;
  if (play.type === 'passComplete') {
    team.passing.completions += 1;
    team.passing.yards += yards;
  }
  if (play.type === 'sack') {
    team.passing.sacks += 1;
    team.passing.sackYards -= yards;
    team.passing.yards += yards;
  }
  if (play.type === 'interception') {
    team.passing.interceptions += 1;
    team.turnovers += 1;
  }
  if (play.type === 'fumble' && play.result === 'lost') {
    team.fumblesLost += 1;
    team.turnovers += 1;
  }
  if (!rush && !pass && play.type !== 'sack') return;
  team.plays += 1;
  const tally = before.down === 3 ? team.thirdDowns : before.down === 4 ? team.fourthDowns : null;
  if (tally) {
    tally.attempts += 1;
    tally.made += outcome.firstDown || scoredBy(outcome, before.possession) ? 1 : 0;
  }
}

/** The players' lines of a play. */
function countPlayers(
  players: Players,
  play: Play,
  before: GameState,
  outcome: PlayOutcome,
  rules: GameRules,
) {
  const line = (role: keyof Play['players']) =>
    players.of(play.players[role], playerSide(play, role, before));
  const yards = play.yards ?? 0;
  const touchdown = scoredBy(outcome, sideOf(play.isHomeTeam)) ? 1 : 0;
  const passer = line('passer');
  const carrier = line('carrier');
  const receiver = line('receiver');
  const tackler = line('tackler');
  const kicker = line('kicker');
  const returner = line('returner');
  if (passer && PASSES.has(play.type)) {
    const p = passing(passer);
    p.attempts += 1;
    if (play.type === 'passComplete') {
      p.completions += 1;
      p.yards += yards;
      p.touchdowns += touchdown;
    }
    if (play.type === 'interception') p.interceptions += 1;
  }
  if (carrier && RUSHES.has(play.type)) {
    const r = rushing(carrier);
    r.attempts += 1;
    r.yards += yards;
    r.touchdowns += touchdown;
    r.long = Math.max(r.long, yards);
  }
  if (receiver && play.type === 'passComplete') {
    const r = receiving(receiver);
    r.receptions += 1;
    r.yards += yards;
    r.touchdowns += touchdown;
    r.long = Math.max(r.long, yards);
  }
  if (tackler && play.type !== 'penalty' && play.type !== 'timeout') {
    const d = defence(tackler);
    d.tackles += 1;
    d.sacks += play.type === 'sack' ? 1 : 0;
  }
  if (returner && play.type === 'interception') defence(returner).interceptions += 1;
  if (!kicker) return;
  const k = kicking(kicker);
  if (play.type === 'fieldGoal') {
    k.fieldGoals.attempts += 1;
    if (play.result === 'good') {
      k.fieldGoals.made += 1;
      k.long = Math.max(k.long, fieldGoalLength(rules, before, play));
    }
  }
  if (play.type === 'conversion' && play.conversion === 'kick') {
    k.extraPoints.attempts += 1;
    k.extraPoints.made += play.result === 'good' ? 1 : 0;
  }
  if (play.type === 'punt' && play.result !== 'blocked') {
    k.punts += 1;
    k.puntYards += yards;
  }
}

/** Team and player numbers of a game; `finished` closes its last drive at the end of its period. */
export function boxScore(
  rules: GameRules,
  plays: readonly Play[],
  options: { finished?: boolean } = {},
): BoxScore {
  const replay = replayGame(rules, plays, options);
  const teams = { home: emptyTeam(), away: emptyTeam() };
  const players = new Players();
  const redZone = new Set<number>();
  plays.forEach((play, i) => {
    const state = replay.states[i - 1] ?? initialGameState(rules);
    const outcome = replay.outcomes[i]!;
    const side = sideOf(play.isHomeTeam);
    if (play.type === 'penalty') {
      teams[side].penalties.count += 1;
      teams[side].penalties.yards += outcome.penaltyYards;
    } else if (state.phase === 'scrimmage' && play.type !== 'timeout') {
      countTeam(teams[side], play, state, outcome);
    }
    if (outcome.firstDown && state.possession) teams[state.possession].firstDowns += 1;
    const drive = replay.states[i]?.drive;
    if (drive && drive.lastSeq === i + 1 && state.ballOn >= rules.fieldLength - touchbackSpot(rules)) {
      redZone.add(drive.number);
    }
    countPlayers(players, play, state, outcome, rules);
  });
  for (const drive of replay.drives) {
    const team = teams[drive.team];
    team.timeOfPossession += drive.seconds;
    if (redZone.has(drive.number)) {
      team.redZone.attempts += 1;
      team.redZone.made += drive.result === 'touchdown' ? 1 : 0;
    }
  }
  for (const team of [teams.home, teams.away]) team.totalYards = team.rushing.yards + team.passing.yards;
  return { teams, players: players.list() };
}
