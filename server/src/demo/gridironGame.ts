/**
 * A demo gridiron match played play by play: the game model's plays for the import file, with
 * the score, timeouts and player of the match taken from them. The import makes each scoring
 * play's event, so the match's own events are its substitutions only.
 */
import type { GameRules, PlayOutcome } from '@touchline/domain';
import type { ImportMatch, ImportTeamListEntry } from '../import/format';
import { type PlayedGame, playGame } from '../simulator/game/game';
import type { ModelPlay } from '../simulator/game/model';
import { rosterOf } from '../simulator/game/roster';
import { type PlayOptions, type PlayResult, substitutions } from './play';
import { Rng } from './random';
import type { SportModel } from './sport';

type Side = 'home' | 'away';
type ImportPlay = NonNullable<ImportMatch['plays']>[number];

/** What a match played by play produced. */
export interface GameResult extends PlayResult {
  plays: ImportPlay[];
}

const rosterOfList = (list: readonly ImportTeamListEntry[]) =>
  rosterOf(
    list
      .filter((e) => e.isPlayer)
      .map((e) => ({
        id: e.member,
        position: e.position?.abbreviation ?? null,
        starter: e.position?.type === 'line-up',
      })),
  );

/** Who scored a scoring play: the ball carrier, catcher or returner, the kicker, or the tackler. */
function scorer(play: ModelPlay<string>, outcome: PlayOutcome): string | undefined {
  const p = play.players ?? {};
  const kind = outcome.scoring?.kind;
  if (kind === 'extraPoint' || kind === 'fieldGoal') return p.kicker;
  if (kind === 'safety') return p.tackler;
  return p.returner ?? p.receiver ?? p.carrier;
}

/** The top point-scorer of the winning side (the home side after a draw). */
function bestPlayer(game: PlayedGame<string>): string | null {
  const { home, away } = game.final.score;
  const side: Side = away > home ? 'away' : 'home';
  const points = new Map<string, number>();
  game.outcomes.forEach((outcome, i) => {
    const who = outcome.scoring?.side === side ? scorer(game.plays[i]!, outcome) : undefined;
    if (who) points.set(who, (points.get(who) ?? 0) + outcome.scoring!.points);
  });
  let best: string | null = null;
  for (const [player, value] of points) if (best === null || value > (points.get(best) ?? 0)) best = player;
  return best;
}

/** Plays a whole game from a seed key; a decisive one is played again until someone wins. */
function wholeGame(
  seedKey: string,
  rules: GameRules,
  lists: Record<Side, ImportTeamListEntry[]>,
  decisive: boolean,
) {
  const rosters = { home: rosterOfList(lists.home), away: rosterOfList(lists.away) };
  let game = playGame(Rng.for(`${seedKey}:plays`), rules, rosters);
  for (
    let attempt = 1;
    decisive && game.final.score.home === game.final.score.away && attempt <= 50;
    attempt++
  )
    game = playGame(Rng.for(`${seedKey}:plays#${attempt}`), rules, rosters);
  return game;
}

/**
 * A match played by play from a seed key. A live match is the same game cut off at `stopAt`,
 * so its plays keep their ids once it has finished.
 */
export function playGridironMatch(
  seedKey: string,
  sport: SportModel,
  rules: GameRules,
  lists: Record<Side, ImportTeamListEntry[]>,
  options: PlayOptions = {},
): GameResult {
  const game = wholeGame(seedKey, rules, lists, options.decisive ?? false);
  const { stopAt } = options;
  const happened = (p: { period: number; min: number }) =>
    !stopAt || p.period < stopAt.period || (p.period === stopAt.period && p.min < stopAt.minute);
  const played = game.plays.filter(happened).length;
  const plays: ImportPlay[] = game.plays.slice(0, played).map(({ down: _down, ...play }, i) => ({
    id: `${seedKey}-p${String(i + 1).padStart(3, '0')}`,
    ...play,
  }));
  const score = played ? game.states[played - 1]!.score : { home: 0, away: 0 };
  const rng = Rng.for(`${seedKey}:substitutions`);
  const events = (['home', 'away'] as const)
    .flatMap((side) =>
      substitutions(
        rng,
        sport,
        side,
        lists[side].filter((e) => e.isPlayer),
      ),
    )
    .filter(happened)
    .sort((a, b) => a.period - b.period || a.min - b.min || a.sec - b.sec)
    .map((e, i) => ({ id: `${seedKey}-e${String(i + 1).padStart(2, '0')}`, ...e }));
  // The clock's timeouts are gridiron's: those of the half under way (each half has its own).
  const half = (period: number) => (period > sport.periods / 2 ? 2 : 1);
  const now = half(game.plays[played - 1]?.period ?? 1);
  const timeouts = (side: Side) =>
    game.plays
      .slice(0, played)
      .filter((p) => p.type === 'timeout' && p.isHomeTeam === (side === 'home') && half(p.period) === now)
      .length;
  return {
    plays,
    events,
    scores: { homeTeam: score.home, awayTeam: score.away },
    timeouts: { homeTeam: timeouts('home'), awayTeam: timeouts('away') },
    playerOfTheMatch: stopAt ? null : bestPlayer(game),
  };
}
