import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { tokenRepository } from '../repositories/tokens';
import { simulateMatch } from '../simulator/driver';
import { openConfiguredDatabase, run } from './common';

const USAGE = `Usage:
  npm run simulate -- --match ID [--speed N] [--url URL] [--national ID] [--token TOKEN] [--seed TEXT]

Plays a gridiron match through the scoring API of a running server, as a scorer's device
would: quarters with a game clock, breaks, timeouts, substitutions, touchdowns and their tries,
field goals and safeties, then the final status. A match under way is resumed where it is.

  --speed N     time compression: 1 (the default) is real time, 10 plays a 12-minute quarter in 72 s
  --url URL     the server, default http://localhost:PORT (PORT defaults to 8080)
  --national    the national, default NATIONAL_ID (14)
  --token       a scoring token covering the match; without it one is minted in the database,
                which needs DATABASE_URL (the embedded database belongs to the running server)
  --seed        makes the match's plays repeatable`;

class UsageError extends Error {}

function positive(value: string | undefined, name: string, fallback: number, integer: boolean): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)))
    throw new UsageError(`${name} must be a positive ${integer ? 'whole ' : ''}number, not '${value}'`);
  return n;
}

/** Mints a referee token for the match in the configured PostgreSQL database. */
async function mintToken(nationalId: number, matchId: number): Promise<string> {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new Error(
      `without --token a referee token is minted in the database, but the embedded database is locked by the running server.
Stop the server, or mint one and pass it:
  npm run token -- create --role referee --scope match:${matchId} --national ${nationalId}
  npm run simulate -- --match ${matchId} --token TOKEN`,
    );
  const database = await openConfiguredDatabase();
  try {
    const { secret } = await tokenRepository.create(database.db, {
      nationalId,
      role: 7,
      scopeType: 'match',
      scopeId: matchId,
      label: 'simulator',
    });
    return secret;
  } finally {
    await database.close();
  }
}

run(async () => {
  try {
    const { values } = parseArgs({
      options: {
        match: { type: 'string' },
        speed: { type: 'string' },
        url: { type: 'string' },
        national: { type: 'string' },
        token: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (!values.match) throw new UsageError('--match is required');
    const matchId = positive(values.match, '--match', 0, true);
    const speed = positive(values.speed, '--speed', 1, false);
    const nationalId = positive(values.national ?? process.env.NATIONAL_ID, '--national', 14, true);
    const url = values.url ?? `http://localhost:${process.env.PORT?.trim() || 8080}`;
    if (!URL.canParse(url)) throw new UsageError(`--url must be a URL, not '${url}'`);
    const token = values.token ?? (await mintToken(nationalId, matchId));
    const controller = new AbortController();
    process.once('SIGINT', () => controller.abort());
    const result = await simulateMatch({
      baseUrl: url,
      nationalId,
      matchId,
      token,
      speed,
      seed: values.seed,
      signal: controller.signal,
      log: (line) => console.log(line),
      warn: (line) => console.error(`  (${line})`),
    });
    console.log(
      `Done: match ${matchId} is ${result.status}, ${result.scores.homeTeam}-${result.scores.awayTeam}.`,
    );
    return 0;
  } catch (error) {
    const usage =
      error instanceof UsageError || /^ERR_PARSE_ARGS/.test((error as { code?: string }).code ?? '');
    if (usage) console.error(`Error: ${(error as Error).message}\n\n${USAGE}`);
    else if (error instanceof Error && error.name === 'AbortError') console.error('Stopped.');
    else if (error instanceof Error) console.error(`Error: ${error.message}`);
    else throw error;
    return usage ? 2 : 1;
  }
});
