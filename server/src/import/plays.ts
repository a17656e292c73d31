import {
  applyPlay,
  type CompetitionSettings,
  type GameReplay,
  initialGameState,
  matchEventType,
  PLAY_ROLES,
  playerSide,
  replayGame,
} from '@touchline/domain';
import { type GridironSetup, gridironSetup } from '../commands/gridironRules';
import type { ImportFile, ImportMatch } from './format';
import type { ImportProblem } from './validate';

/** A match's gridiron rules as the file gives them, or null when its competition has none. */
export function importSetup(file: ImportFile, m: ImportMatch): GridironSetup | null {
  const competition = file.competitions.find((c) => c.id === m.competition);
  if (!competition) return null;
  return gridironSetup(competition.settings, m.periods ?? competition.settings.periods, file.eventTypes);
}

/** Every match with plays, replayed: the writer's source of its plays' states and scoring events. */
export function replayImportPlays(
  file: ImportFile,
): Map<string, { setup: GridironSetup; replay: GameReplay }> {
  const replays = new Map<string, { setup: GridironSetup; replay: GameReplay }>();
  for (const m of file.matches) {
    if (!m.plays?.length) continue;
    // Validation has replayed every play and checked the competition's rules.
    const setup = importSetup(file, m)!;
    replays.set(m.id, { setup, replay: replayGame(setup.rules, m.plays) });
  }
  return replays;
}

/** A competition's gridiron scoring types must each name a scoring type the match can record. */
export function gridironSettingsProblems(file: ImportFile): ImportProblem[] {
  return file.competitions.flatMap((c, i) => {
    const settings: CompetitionSettings = c.settings;
    const types = settings.gridiron?.scoringTypes;
    if (!types) return [];
    return Object.entries(types).flatMap(([kind, code]) =>
      matchEventType('scoring', code, settings, file.eventTypes)
        ? []
        : [
            {
              path: `$.competitions[${i}].settings.gridiron.scoringTypes.${kind}`,
              message: settings.useCustomScoringEvents
                ? `is ${code}, not one of the competition's own scoring events`
                : `is ${code}, not a scoring type of the national`,
            },
          ],
    );
  });
}

/** What checking a match's plays needs from the rest of the file. */
export interface PlayRefs {
  members: Map<string, number>;
  listed: { home: Set<string>; away: Set<string> };
}

/**
 * Checks a match's plays: its competition is scored play by play, its scoring events come from
 * its plays only, each play is one the game allows where it stands (replayed in order; the first
 * refused is reported with its index, and the rest are not replayed), and each player named is a
 * member on the team list of the side their role is on.
 */
export function playProblems(
  file: ImportFile,
  m: ImportMatch,
  path: string,
  refs: PlayRefs,
): ImportProblem[] {
  if (!m.plays?.length) return [];
  const problems: ImportProblem[] = [];
  const setup = importSetup(file, m);
  if (!setup) {
    // An unknown competition is reported on its own.
    if (file.competitions.some((c) => c.id === m.competition))
      problems.push({
        path: `${path}.plays`,
        message: `are given, but '${m.competition}' is not scored play by play: its settings have no gridiron rules`,
      });
    return problems;
  }
  if (m.homeTeam == null || m.awayTeam == null)
    problems.push({
      path: `${path}.plays`,
      message: 'are given, but a match scored play by play needs both teams',
    });
  m.events?.forEach((e, j) => {
    if (e.kind === 'scoring')
      problems.push({
        path: `${path}.events[${j}].kind`,
        message: 'is scoring, in a match with plays: its plays make its scoring events',
      });
  });
  const ids = new Set<string>();
  let state = initialGameState(setup.rules);
  for (const [j, play] of m.plays.entries()) {
    const at = `${path}.plays[${j}]`;
    if (play.id != null && ids.has(play.id))
      problems.push({ path: `${at}.id`, message: `duplicates the play id '${play.id}'` });
    if (play.id != null) ids.add(play.id);
    for (const role of PLAY_ROLES) {
      const who = play.players?.[role];
      if (who == null) continue;
      const side = playerSide(play, role, state);
      if (!refs.members.has(who))
        problems.push({
          path: `${at}.players.${role}`,
          message: `names the member '${who}', which is not in the file`,
        });
      else if (m.teamLists && !refs.listed[side].has(who))
        problems.push({
          path: `${at}.players.${role}`,
          message: `names '${who}', who is not on the ${side} team list`,
        });
    }
    const check = applyPlay(setup.rules, state, play);
    if (!check.ok) {
      problems.push({ path: at, message: `play ${j} of match '${m.id}' is refused: ${check.message}` });
      break;
    }
    state = check.state;
  }
  return problems;
}
