import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  API_PREFIX,
  asItStands,
  computeLadder,
  FINALS_MARKS,
  type FinalsMark,
  finalsMarks,
  finalsOf,
  finalsPicture,
  gridironLadderTemplate,
  type LadderInput,
  type LadderMatch,
  ladderWithRanking,
} from '@touchline/domain';
import autocannon from 'autocannon';
import { gridironSeason, syntheticSeason, TEMPLATE } from './synthetic';

const TEAMS = 64;
const MATCHES = 2000;

interface Timing {
  median: number;
  p95: number;
  min: number;
  max: number;
  runs: number;
}

/** Median (the upper one of an even count), nearest-rank 95th percentile, min and max, in ms. */
function timingOf(times: readonly number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)]!,
    p95: sorted[Math.ceil(sorted.length * 0.95) - 1]!,
    min: sorted[0]!,
    max: sorted[sorted.length - 1]!,
    runs: sorted.length,
  };
}

/** 30 timed runs after 5 to warm up. */
function time(run: () => unknown) {
  for (let i = 0; i < 5; i++) run();
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return timingOf(times);
}

const describe = (t: Timing) =>
  `${t.median.toFixed(1)} ms median of ${t.runs} (min ${t.min.toFixed(1)} ms, max ${t.max.toFixed(1)} ms)`;

/** The pure engine: the full ladder with per-round ladders, 64 teams and 2,000 matches. */
function timeCompute(): string {
  const season = syntheticSeason(TEAMS, MATCHES);
  return describe(
    time(() => computeLadder({ teams: season.teams, matches: season.matches, template: TEMPLATE })),
  );
}

/**
 * Gridiron standings of a 32-team season with per-round ladders, by conference (each division's
 * best found first, then the places between divisions), against the same season on the points
 * template (no tie-breaker chain) in the same run: the ratio is what gridiron's chains cost.
 */
function timeGridiron(): Record<string, string> {
  const { teams, matches } = gridironSeason();
  const gridiron = time(() =>
    computeLadder({ teams, matches, template: gridironLadderTemplate(), groupBy: 'conference' }),
  );
  const points = time(() => computeLadder({ teams, matches, template: TEMPLATE, groupBy: 'conference' }));
  const ladder = computeLadder({ teams, matches, template: gridironLadderTemplate(), groupBy: 'conference' });
  const broken = ladder.teams.filter((r) => r.separatedFromNext?.kind === 'tieBreaker').length;
  return {
    [`computeLadder, gridiron template, 32 teams, ${matches.length} games, by conference`]: `${describe(gridiron)}; ${broken} of 30 places settled by a tie-breaker`,
    'the same season on the points template': describe(points),
    'gridiron / points (the chains’ cost)': `${(gridiron.median / points.median).toFixed(2)}×`,
  };
}

/**
 * Times `run` and the plain ladder (`computeLadder`) of the same input, one after the other
 * run by run, so the machine's noise falls on both alike and their ratio holds within the run.
 */
function timeAgainstLadder(run: () => unknown, input: LadderInput, runs = 60, warmUp = 5) {
  const times: number[] = [];
  const ladders: number[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    const started = performance.now();
    computeLadder(input);
    const between = performance.now();
    run();
    const ended = performance.now();
    if (i < warmUp) continue;
    ladders.push(between - started);
    times.push(ended - between);
  }
  return { run: timingOf(times), ladder: timingOf(ladders) };
}

/** A timing with its ratio to the plain ladder's, median to median and p95 to p95. */
const againstLadder = ({ run, ladder }: ReturnType<typeof timeAgainstLadder>) =>
  `${run.median.toFixed(2)} ms median, p95 ${run.p95.toFixed(2)} ms of ${run.runs}; ` +
  `${(run.median / ladder.median).toFixed(2)}× the plain ladder (p95 ${(run.p95 / ladder.p95).toFixed(2)}×), ` +
  `which took ${ladder.median.toFixed(1)} ms median, p95 ${ladder.p95.toFixed(1)} ms`;

/** The season with its rounds after `lastPlayed` still to play: pre-game, 0–0. */
const playedTo = (matches: readonly LadderMatch[], lastPlayed: number): LadderMatch[] =>
  matches.map((m) =>
    m.round! > lastPlayed ? { ...m, status: 'pre-game' as const, homeScore: 0, awayScore: 0 } : m,
  );

/**
 * `round`'s games all between division rivals (1 v 2, 3 v 4, …), as the largest league's last
 * week is: then each conference has 8 games left, 4^8 = 65,536 completions, the most that
 * `finalsMarks` tries one by one.
 */
const divisionWeek = (matches: readonly LadderMatch[], round: number): LadderMatch[] => {
  let game = 0;
  return matches.map((m) => {
    if (m.round !== round) return m;
    game++;
    return { ...m, homeTeamId: 2 * game - 1, awayTeamId: 2 * game };
  });
};

/** `finalsMarks` alone, on the `ladderWithRanking` result it is given, against the plain ladder. */
function timeMarks(input: LadderInput, runs?: number, warmUp?: number): string {
  const finals = finalsOf({}, input.template);
  const { ladder, rank } = ladderWithRanking(input);
  const { marks, method } = finalsMarks(input, ladder, rank, finals);
  const timing = timeAgainstLadder(() => finalsMarks(input, ladder, rank, finals), input, runs, warmUp);
  const tally = (mark: FinalsMark) => [...marks.values()].filter((m) => m === mark).length;
  const shown = FINALS_MARKS.map((mark) => `${tally(mark)} ${mark}`).join(', ');
  return `${againstLadder(timing)}; method ${method}; marks ${shown}`;
}

/**
 * The clinched and eliminated marks of the 32-team gridiron season (gridiron finals: 7 a
 * conference, division winners first, 3 wild cards, 1 bye) with 1, 3 and 6 weeks to go, each
 * against the plain ladder of the same season; and with 1 week of division games to go, the
 * exact method at its most. Then the live ladder's rebuild after a score, with the last week's
 * games all under way: `asItStands` + `ladderWithRanking` + `finalsPicture`, against the plain
 * ladder (live games not counted). The goal is under 2×, so the live ladder can follow every
 * score.
 */
function timeMarksAndLive(): Record<string, string> {
  const { teams, matches } = gridironSeason();
  const template = gridironLadderTemplate();
  const lastRound = Math.max(...matches.map((m) => m.round!));
  const season = (list: LadderMatch[]): LadderInput => ({
    teams,
    matches: list,
    template,
    groupBy: 'conference',
  });
  const figures: Record<string, string> = {};
  for (const weeks of [1, 3, 6])
    figures[`finalsMarks, gridiron finals, ${weeks} week${weeks === 1 ? '' : 's'} to go`] = timeMarks(
      season(playedTo(matches, lastRound - weeks)),
    );
  // Tried one by one, the completions take hundreds of ms a run: fewer runs.
  figures['finalsMarks, gridiron finals, 1 week of division games to go'] = timeMarks(
    season(playedTo(divisionWeek(matches, lastRound), lastRound - 1)),
    15,
    2,
  );
  // The last week under way, each game at about half its final score.
  const live = season(
    matches.map((m) =>
      m.round === lastRound
        ? {
            ...m,
            status: 'live' as const,
            homeScore: Math.floor(m.homeScore / 2),
            awayScore: Math.floor(m.awayScore / 2),
          }
        : m,
    ),
  );
  const finals = finalsOf({}, template);
  const rebuild = () => {
    const { ladder, rank } = ladderWithRanking({ ...live, matches: asItStands(live.matches).matches });
    return finalsPicture(ladder, rank, finals);
  };
  const games = asItStands(live.matches).live.length;
  figures['live ladder rebuilt after a score (asItStands + ladderWithRanking + finalsPicture)'] =
    `${againstLadder(timeAgainstLadder(rebuild, live))}; ${games} games live; goal under 2×`;
  return figures;
}

async function requestsPerSecond(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: 5, pipelining: 1 });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** Starts bench/serve.ts in a child process and resolves with its port. */
function startServer(): Promise<{ port: number; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'serve.ts'), String(TEAMS), String(MATCHES)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /READY (\d+)/.exec(out);
      if (match) resolve({ port: Number(match[1]), stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
  });
}

/** The time and size of a call's first answer (computed, then cached). */
async function firstCall(url: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'national-id': '77' } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const size = (await response.arrayBuffer()).byteLength;
  return `${(performance.now() - started).toFixed(0)} ms, ${(size / 1024).toFixed(0)} KiB of JSON`;
}

/** Requests per second of the cached ladder call and the cached matches-by-competition call. */
async function timeHttp(): Promise<Record<string, string>> {
  const { port, stop } = await startServer();
  try {
    const base = `http://127.0.0.1:${port}${API_PREFIX}/live`;
    const headers = { 'national-id': '77', 'accept-encoding': 'gzip' };
    const competitions = (await (await fetch(`${base}/competitions`, { headers })).json()) as {
      data: { _id: number }[];
    };
    const id = competitions.data[0]!._id;
    const ladderFirst = await firstCall(`${base}/ladders/competition/${id}`);
    const ladder = await requestsPerSecond(`${base}/ladders/competition/${id}`, headers);
    const matchesFirst = await firstCall(`${base}/matches/competitions/${id}`);
    const matches = await requestsPerSecond(`${base}/matches/competitions/${id}`, headers);
    return {
      'ladder call, first (computed, then cached)': ladderFirst,
      'ladder call, reuse path (gzip)': `${ladder.toFixed(0)} req/s`,
      [`matches-by-competition call, ${MATCHES} matches, first (computed, then cached)`]: matchesFirst,
      'matches-by-competition call, reuse path (gzip)': `${matches.toFixed(0)} req/s`,
    };
  } finally {
    stop();
  }
}

export async function benchLadder(): Promise<Record<string, string>> {
  return {
    [`computeLadder, ${TEAMS} teams, ${MATCHES} matches, with per-round ladders`]: timeCompute(),
    ...timeGridiron(),
    ...timeMarksAndLive(),
    ...(await timeHttp()),
  };
}
