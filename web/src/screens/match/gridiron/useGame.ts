import {
  type BoxScore,
  boxScore,
  type GameReplay,
  type GameRules,
  type GameState,
  gameFinished,
  initialGameState,
  isLiveStatus,
  type MatchCompetitionSettings,
  type MatchDetail,
  matchGameRules,
  replayGame,
  type SideNames,
} from '@touchline/domain';
import { useMemo } from 'react';

/** The teams' names by side, as the gridiron parts say them. */
export const sideNames = (match: MatchDetail): SideNames => ({
  home: match.homeTeam?.name ?? 'Home',
  away: match.awayTeam?.name ?? 'Away',
});

/** Whether the match centre shows the gridiron parts: the match has plays. */
export const hasPlays = (match: MatchDetail) => match.plays.length > 0;

/**
 * The game the field strip shows: a match scored play by play while it is under way, as its
 * last play left it, or before its first play the opening kickoff; null otherwise (a finished
 * match's story is in its tabs).
 */
export function stripGame(match: MatchDetail, settings: MatchCompetitionSettings | null): GameState | null {
  if (!isLiveStatus(match.status)) return null;
  if (match.game) return match.game;
  return settings?.gridiron ? initialGameState(matchGameRules(settings, match)) : null;
}

/** The rules the match's plays were scored by, kept while the settings and field stay the same. */
export function useGameRules(match: MatchDetail, settings: MatchCompetitionSettings | null): GameRules {
  const fieldLength = match.game?.fieldLength ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rules read only these of the match.
  return useMemo(
    () => matchGameRules(settings, { periods: match.periods, game: match.game }),
    [settings, match.periods, fieldLength],
  );
}

/**
 * The machine's replay of the match's plays, once per change of its plays (a live play is one
 * more replay of a game of at most a few hundred plays). Null when a play is refused: the server
 * checked each one, so only rules changed since then can do it, and the tabs say they cannot tell.
 */
export function useGameReplay(match: MatchDetail, rules: GameRules): GameReplay | null {
  const finished = gameFinished(match.status);
  return useMemo(() => {
    try {
      return replayGame(rules, match.plays, { finished });
    } catch {
      return null;
    }
  }, [rules, match.plays, finished]);
}

/** The box score of the match's plays, worked out once per change of its plays. */
export function useBoxScore(match: MatchDetail, rules: GameRules): BoxScore | null {
  const finished = gameFinished(match.status);
  return useMemo(() => {
    try {
      return boxScore(rules, match.plays, { finished });
    } catch {
      return null;
    }
  }, [rules, match.plays, finished]);
}

/** A period's short name for a play's clock: 'Q2', 'OT'. */
export const periodAbbreviation = (match: MatchDetail) => (period: number) =>
  match.generatedPeriods.find((p) => p.period === period)?.abbreviation ??
  (period > match.periods ? 'OT' : `P${period}`);
