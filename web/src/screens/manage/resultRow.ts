import {
  defaultStatusSequence,
  generatePeriods,
  MAX_RESULT_PERIODS,
  type ManagedMatch,
  type MatchStatus,
  type PeriodLabel,
  periodLabels,
  RESULT_STATUSES,
  type ResultBody,
  type ResultStatus,
  statusLabel,
} from '@touchline/domain';

/**
 * A row of the results grid as the manager is typing it: the pure rules of the grid (what a row
 * starts as, whether it may be sent, the body and the words it is queued with), apart from React.
 */
export interface ResultDraft {
  /** The scores as typed: digits, or '' for none. */
  home: string;
  away: string;
  /** A result status, or the match's own status while it has no result. */
  status: MatchStatus;
  /** Who forfeited, for a forfeit; '' until chosen. */
  forfeitBy: '' | 'home' | 'away';
  /** The player of the match's member id, or '' for none. */
  potm: string;
  /** Each period's points as typed, first period first: for a match with a per-period table, else []. */
  periods: PeriodDraft[];
}

/** One period's points as typed: digits, or '' for none. */
export interface PeriodDraft {
  home: string;
  away: string;
}

/** The fields typed as one value (the periods are typed with withPeriod). */
export type DraftField = Exclude<keyof ResultDraft, 'periods'>;

/** A refusal of a row before it is queued: which field it concerns (or the row) and why. */
export interface RowProblem {
  field: DraftField | 'periods' | 'row';
  message: string;
}

export const MAX_SCORE = 9999;

/** An abandoned game counts as a washout on the ladder (docs/ladder-rules.md): it is one here. */
const STATUS_WORDS: Record<ResultStatus, string> = {
  final: 'Final',
  forfeit: 'Forfeit',
  washout: 'Washout or abandoned',
  cancelled: 'Cancelled',
};

export const isResultStatus = (status: string): status is ResultStatus =>
  (RESULT_STATUSES as readonly string[]).includes(status);

/** A status as the grid's select names it. */
export const statusWords = (status: MatchStatus) =>
  isResultStatus(status) ? STATUS_WORDS[status] : statusLabel(status);

/** Whether a row can take a result at all: a bye cannot, nor a match with a team to be named. */
export const resultable = (match: ManagedMatch) =>
  !match.isBye && !match.isTba && match.homeTeam !== null && match.awayTeam !== null;

/**
 * The row as the server has it. A match with no result yet starts with empty scores (its 0–0
 * is no score anyone typed); a resulted one with its score.
 */
export function draftOf(match: ManagedMatch): ResultDraft {
  const resulted = isResultStatus(match.status);
  const side =
    match.forfeitingTeamId === null
      ? ''
      : match.forfeitingTeamId === match.homeTeam?._id
        ? 'home'
        : match.forfeitingTeamId === match.awayTeam?._id
          ? 'away'
          : '';
  return {
    home: resulted || match.scoredLive ? String(match.homeScore) : '',
    away: resulted || match.scoredLive ? String(match.awayScore) : '',
    status: match.status,
    forfeitBy: side,
    potm: match.playerOfTheMatch ? String(match.playerOfTheMatch._id) : '',
    periods: periodsOf(match, match.periodPoints),
  };
}

/** The row as a queued result body leaves it: what the grid shows while the write waits. */
export function draftOfBody(match: ManagedMatch, body: ResultBody): ResultDraft {
  const start = draftOf(match);
  return {
    home: body.homeScore === undefined ? start.home : String(body.homeScore),
    away: body.awayScore === undefined ? start.away : String(body.awayScore),
    status: body.status,
    forfeitBy:
      body.forfeitingTeam == null ? '' : body.forfeitingTeam === match.homeTeam?._id ? 'home' : 'away',
    potm: body.playerOfTheMatch === undefined ? start.potm : String(body.playerOfTheMatch ?? ''),
    periods: body.periodPoints === undefined ? start.periods : periodsOf(match, body.periodPoints),
  };
}

/**
 * Changes one field. A score typed into a match with no result yet makes it a final: the usual
 * case, so a round is entered with scores alone. Anything but digits is kept out of a score.
 */
export function withField(draft: ResultDraft, field: DraftField, value: string): ResultDraft {
  if (field === 'home' || field === 'away') {
    const digits = value.replace(/\D/g, '').slice(0, 4);
    const status = isResultStatus(draft.status) || digits === '' ? draft.status : 'final';
    return { ...draft, [field]: digits, status };
  }
  if (field === 'status') return { ...draft, status: value as MatchStatus, forfeitBy: '' };
  return { ...draft, [field]: value };
}

export const sameDraft = (a: ResultDraft, b: ResultDraft) =>
  a.home === b.home &&
  a.away === b.away &&
  a.status === b.status &&
  a.forfeitBy === b.forfeitBy &&
  a.potm === b.potm &&
  a.periods.length === b.periods.length &&
  a.periods.every((p, i) => p.home === b.periods[i]!.home && p.away === b.periods[i]!.away);

const score = (text: string): number | null => {
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value <= MAX_SCORE ? value : null;
};

/** Why a row cannot be queued as it stands; empty when it can. */
export function problemsOf(match: ManagedMatch, draft: ResultDraft): RowProblem[] {
  if (match.isBye) return [{ field: 'row', message: 'A bye has no result.' }];
  if (!resultable(match))
    return [
      {
        field: 'row',
        message: 'A team is still to be named (TBA): name both teams in Fixtures before entering a result.',
      },
    ];
  const problems: RowProblem[] = [];
  if (!isResultStatus(draft.status))
    problems.push({ field: 'status', message: 'Choose Final, Forfeit, Washout or abandoned, or Cancelled.' });
  for (const side of ['home', 'away'] as const) {
    const text = draft[side];
    if (text !== '' && score(text) === null)
      problems.push({ field: side, message: `Enter a whole number from 0 to ${MAX_SCORE}.` });
    else if (text === '' && draft.status === 'final')
      problems.push({ field: side, message: 'A final result needs both scores.' });
  }
  if (draft.status !== 'final' && (draft.home === '') !== (draft.away === ''))
    problems.push({
      field: draft.home === '' ? 'home' : 'away',
      message: 'Enter both scores, or neither.',
    });
  if (draft.status === 'forfeit' && draft.forfeitBy === '')
    problems.push({ field: 'forfeitBy', message: 'Choose the team that forfeited.' });
  const periodProblem = periodProblemOf(match, draft);
  if (periodProblem) problems.push({ field: 'periods', message: periodProblem });
  return problems;
}

/**
 * The result the row sends (valid rows only: see problemsOf). The player of the match goes only
 * when it differs from the server's or from `base`, what the row was edited from (a result
 * queued and not yet sent): an unchanged one is never checked against team lists again, and one
 * set back to the server's still undoes the queued result's.
 */
export function bodyOf(
  match: ManagedMatch,
  draft: ResultDraft,
  replacesLive: boolean,
  base: ResultDraft = draftOf(match),
): ResultBody {
  const status = draft.status as ResultStatus;
  const body: ResultBody = { status };
  if (draft.home !== '' && draft.away !== '') {
    body.homeScore = Number(draft.home);
    body.awayScore = Number(draft.away);
  }
  if (status === 'forfeit')
    body.forfeitingTeam = (draft.forfeitBy === 'home' ? match.homeTeam : match.awayTeam)!._id;
  if (draft.potm !== draftOf(match).potm || draft.potm !== base.potm)
    body.playerOfTheMatch = draft.potm === '' ? null : Number(draft.potm);
  if (scoredStatus(status) && periodsTyped(draft) === 'all')
    body.periodPoints = draft.periods.map((p) => ({ homeTeam: Number(p.home), awayTeam: Number(p.away) }));
  else if (match.periodPoints !== null) body.periodPoints = null;
  if (replacesLive) body.replacesLive = true;
  return body;
}

/** The match in words: 'Lions v Eagles'. */
export const fixtureName = (match: ManagedMatch) =>
  `${match.homeTeam?.name ?? 'TBA'} v ${match.awayTeam?.name ?? 'TBA'}`;

/** What the queue calls the write: 'Result: Lions 21–14 Eagles'. */
export function labelOf(match: ManagedMatch, body: ResultBody): string {
  const home = match.homeTeam?.name ?? 'TBA';
  const away = match.awayTeam?.name ?? 'TBA';
  const scored =
    body.homeScore === undefined
      ? `${home} v ${away}`
      : `${home} ${body.homeScore}–${body.awayScore} ${away}`;
  if (body.status === 'final') return `Result: ${scored}`;
  if (body.status === 'forfeit')
    return `Result: ${scored}, forfeit by ${body.forfeitingTeam === match.homeTeam?._id ? home : away}`;
  return `Result: ${scored}, ${STATUS_WORDS[body.status].toLowerCase()}`;
}

/*
 * Per-period points (a match whose competition shows a per-period table): typed or not at all.
 * Once every period of both sides is typed, the scores follow their sums.
 */

/** The statuses that keep per-period points: the server refuses them with a washout or a cancel. */
const scoredStatus = (status: MatchStatus) => status === 'final' || status === 'forfeit';

const blankPeriods = (count: number): PeriodDraft[] =>
  Array.from({ length: count }, () => ({ home: '', away: '' }));

/** The period inputs a match starts with: its points if it has any, else its regular periods blank. */
function periodsOf(match: ManagedMatch, points: ResultBody['periodPoints']): PeriodDraft[] {
  if (points) return points.map((p) => ({ home: String(p.homeTeam), away: String(p.awayTeam) }));
  return match.perPeriodScore || match.periodPoints !== null ? blankPeriods(match.periods) : [];
}

/** Whether the periods are typed: every box of both sides, none, or some. */
export function periodsTyped(draft: ResultDraft): 'all' | 'none' | 'some' {
  const boxes = draft.periods.flatMap((p) => [p.home, p.away]);
  if (boxes.length > 0 && boxes.every((b) => b !== '')) return 'all';
  return boxes.every((b) => b === '') ? 'none' : 'some';
}

/** The labels of the row's period inputs: the match's periods ('Q1'…), then 'OT', 'OT2'… */
export const periodNames = (match: ManagedMatch, draft: ResultDraft): PeriodLabel[] =>
  periodLabels(draft.periods.length, generatePeriods(match.periods, defaultStatusSequence(match.periods)));

/** What the match's periods are called: 'quarter', 'half', or 'period'. */
export const periodWord = (match: ManagedMatch) =>
  match.periods === 4 ? 'quarter' : match.periods === 2 ? 'half' : 'period';

const sums = (draft: ResultDraft) =>
  draft.periods.reduce(
    (total, p) => ({ home: total.home + Number(p.home), away: total.away + Number(p.away) }),
    { home: 0, away: 0 },
  );

/** The scores follow the periods once every one is typed (a match with no result becomes a final). */
function withSums(draft: ResultDraft): ResultDraft {
  if (periodsTyped(draft) !== 'all') return draft;
  const total = sums(draft);
  const status = isResultStatus(draft.status) ? draft.status : 'final';
  return { ...draft, home: String(total.home), away: String(total.away), status };
}

/** Changes one period's points (digits only, as a score). */
export function withPeriod(
  draft: ResultDraft,
  index: number,
  side: 'home' | 'away',
  value: string,
): ResultDraft {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  const periods = draft.periods.map((p, i) => (i === index ? { ...p, [side]: digits } : p));
  return withSums({ ...draft, periods });
}

/** Adds an overtime period (up to MAX_RESULT_PERIODS). */
export const withOvertime = (draft: ResultDraft): ResultDraft =>
  draft.periods.length >= MAX_RESULT_PERIODS
    ? draft
    : { ...draft, periods: [...draft.periods, { home: '', away: '' }] };

/** Removes the last overtime period; the match's regular periods stay. */
export const withoutOvertime = (match: ManagedMatch, draft: ResultDraft): ResultDraft =>
  draft.periods.length <= match.periods ? draft : withSums({ ...draft, periods: draft.periods.slice(0, -1) });

/** Why the row's periods cannot be sent as typed, or null. */
function periodProblemOf(match: ManagedMatch, draft: ResultDraft): string | null {
  const typed = periodsTyped(draft);
  const word = periodWord(match);
  if (typed === 'none') return null;
  if (!scoredStatus(draft.status))
    return `A washout or cancelled match has no ${word} points: clear them, or choose Final.`;
  if (typed === 'some') return `Type every ${word}'s points, or none.`;
  const total = sums(draft);
  if (String(total.home) !== draft.home || String(total.away) !== draft.away)
    return `The ${word === 'half' ? 'halve' : word}s add up to ${total.home}–${total.away}, not ${draft.home || '–'}–${draft.away || '–'}: change a ${word} or the score.`;
  return null;
}
