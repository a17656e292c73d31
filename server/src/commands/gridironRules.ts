import {
  type CompetitionSettings,
  type GameRules,
  type GridironSettings,
  gameRules,
  matchEventType,
  type PlayLike,
  type PlayOutcome,
  type PlayRole,
  type ScoreKind,
} from '@touchline/domain';

/** The scoring type a kind of score is recorded as. */
export interface ScoreType {
  type: number;
  name: string;
  value: number;
}

/** The rules of a competition scored play by play, and the scoring type of each kind of score. */
export interface GridironSetup {
  gridiron: GridironSettings;
  rules: GameRules;
  types: Partial<Record<ScoreKind, ScoreType>>;
}

/**
 * The game's rules from a competition's settings: field and downs from `gridiron`, periods from
 * the match, and each kind of score worth its scoring type's value (the national's type, or the
 * competition's own when it uses custom scoring events). Null when it is not scored play by play.
 */
export function gridironSetup(
  settings: CompetitionSettings,
  periods: number,
  nationalTypes: readonly { kind: string; type: number; name: string; value?: number | null }[],
): GridironSetup | null {
  const { gridiron } = settings;
  if (!gridiron) return null;
  const types: GridironSetup['types'] = {};
  const points: Partial<GameRules['points']> = {};
  for (const [kind, code] of Object.entries(gridiron.scoringTypes) as [ScoreKind, number][]) {
    const found = matchEventType('scoring', code, settings, nationalTypes);
    if (!found) continue;
    types[kind] = { type: found.type, name: found.name, value: found.value ?? 0 };
    points[kind] = found.value ?? 0;
  }
  const rules = gameRules(gridiron, { periods, periodLengthMinutes: settings.periodLengthMinutes }, points);
  return { gridiron, rules, types };
}

/**
 * Who a scoring play's event credits: the kicker for a kick, the tackler for a safety, the
 * receiver (else the carrier) when the team that had the ball scores a touchdown or a two-point
 * try, and the returner when the other team does (an interception, a fumble or a kick returned).
 */
export function scorerRole(
  play: Pick<PlayLike, 'type' | 'isHomeTeam'>,
  scoring: NonNullable<PlayOutcome['scoring']>,
  named: (role: PlayRole) => boolean,
): PlayRole {
  if (scoring.kind === 'fieldGoal' || scoring.kind === 'extraPoint') return 'kicker';
  if (scoring.kind === 'safety') return 'tackler';
  if ((scoring.side === 'home') !== play.isHomeTeam) return 'returner';
  return play.type === 'passComplete' || named('receiver') ? 'receiver' : 'carrier';
}
