/**
 * The gridiron match centre's Drives and play-by-play: the game's rules from the competition's
 * settings, each drive's result in words, and the plays grouped by the drive they belong to,
 * each with the situation it was snapped in and what it did. Pure, over the domain machine's
 * replay of the plays.
 */
import type { MatchCompetitionSettings } from '../api/match';
import {
  type Drive,
  type DriveResult,
  describePlay,
  type GameReplay,
  type GameRules,
  type GameState,
  gameRules,
  initialGameState,
  type Play,
  type PlayOutcome,
  type ScoreKind,
} from '../gridiron';
import type { MatchStatus } from '../schemas/values';
import { isLiveStatus } from '../statuses';

const RESULT_WORDS: Record<DriveResult, string> = {
  touchdown: 'Touchdown',
  fieldGoal: 'Field goal',
  missedFieldGoal: 'Missed field goal',
  punt: 'Punt',
  turnover: 'Turnover',
  downs: 'Downs',
  safety: 'Safety',
  endOfHalf: 'End of half',
  endOfGame: 'End of game',
};

/** How a drive ended, in words; 'In progress' for the open one. */
export const driveResultText = (result: DriveResult | null) =>
  result ? RESULT_WORDS[result] : 'In progress';

/** Drives that scored, for the highlight. */
export const isScoringDrive = (drive: Pick<Drive, 'result'>) =>
  drive.result === 'touchdown' || drive.result === 'fieldGoal';

/**
 * The rules a match's plays were scored by: the competition's gridiron settings, else (the
 * settings not read yet, or the competition no longer scored play by play) a standard game on
 * the field length the plays were played on.
 */
export function matchGameRules(
  settings: Pick<MatchCompetitionSettings, 'gridiron' | 'periods' | 'periodLengthMinutes'> | null,
  match: { periods: number; game: GameState | null },
): GameRules {
  const gridiron = settings?.gridiron ?? {
    fieldLength: match.game?.fieldLength ?? 100,
    yardsToGain: 10,
    timeoutsPerHalf: 3,
    scoringTypes: { touchdown: 0, extraPoint: 0, twoPoint: 0, fieldGoal: 0, safety: 0 },
  };
  return gameRules(gridiron, {
    periods: settings?.periods ?? match.periods,
    periodLengthMinutes: settings?.periodLengthMinutes ?? 15,
  });
}

/** Whether a match is over, so its last drive ended with the game ('endOfGame'). */
export const gameFinished = (status: MatchStatus) => status !== 'pre-game' && !isLiveStatus(status);

/** One play as the play-by-play lists it. */
export interface PlayLine {
  play: Play;
  /** The game as it stood at the snap. */
  before: GameState;
  outcome: PlayOutcome;
  text: string;
}

/** A drive's plays, with the kickoff before it and the try after it; `drive` null for plays outside any. */
export interface DriveGroup {
  drive: Drive | null;
  lines: PlayLine[];
}

/**
 * The plays grouped by drive, in match order. A drive's own plays are its group; a kickoff
 * (and a penalty or timeout before it) goes with the drive it leads into, another play between
 * drives (the try after a touchdown) with the drive it follows. A kickoff with no drive after it
 * yet is last, in a group of no drive: every play is listed once, in order.
 */
export function playByPlay(rules: GameRules, plays: readonly Play[], replay: GameReplay): DriveGroup[] {
  const groups: DriveGroup[] = replay.drives.map((drive) => ({ drive, lines: [] }));
  const loose: DriveGroup = { drive: null, lines: [] };
  plays.forEach((play, i) => {
    const before = i === 0 ? initialGameState(rules) : replay.states[i - 1]!;
    const outcome = replay.outcomes[i]!;
    const line = { play, before, outcome, text: describePlay(play, before, outcome) };
    // Drives count plays from 1 in match order, as the replay applied them.
    (groupOf(groups, i + 1, before) ?? loose).lines.push(line);
  });
  const listed = groups.filter((g) => g.lines.length > 0);
  return loose.lines.length > 0 ? [...listed, loose] : listed;
}

/** The group a play belongs to: its drive's, else the next one's for a kickoff, else the last one's. */
function groupOf(groups: DriveGroup[], seq: number, before: GameState): DriveGroup | undefined {
  const own = groups.find((g) => g.drive && g.drive.firstSeq <= seq && seq <= g.drive.lastSeq);
  if (own) return own;
  const next = groups.find((g) => g.drive && g.drive.firstSeq > seq);
  if (before.phase === 'kickoff') return next;
  const previous = groups.filter((g) => g.drive && g.drive.lastSeq < seq).at(-1);
  return previous ?? next;
}

/**
 * A play's time on the game clock, as gridiron shows it: the period's abbreviation and the time
 * left in it ('Q2 5:14'); the time elapsed when the period's length is not known.
 */
export function playClock(
  play: Pick<Play, 'period' | 'min' | 'sec'>,
  periodSeconds: number,
  periodName: (period: number) => string,
): string {
  const elapsed = play.min * 60 + play.sec;
  const shown = periodSeconds > 0 && elapsed <= periodSeconds ? periodSeconds - elapsed : elapsed;
  const m = Math.floor(shown / 60);
  const s = shown % 60;
  return `${periodName(play.period)} ${m}:${String(s).padStart(2, '0')}`;
}

const SCORE_WORDS: Record<ScoreKind, string> = {
  touchdown: 'Touchdown',
  extraPoint: 'Extra point',
  twoPoint: 'Two-point conversion',
  fieldGoal: 'Field goal',
  safety: 'Safety',
};

/** What a scoring play scored, in words. */
export const scoreKindText = (kind: ScoreKind) => SCORE_WORDS[kind];
