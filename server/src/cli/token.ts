import { ROLES, type RoleCode, roleFitsScope, SCOPE_TYPES, type ScopeType } from '@touchline/domain';
import { checkNewToken, type NewToken } from '../admin/tasks';
import { loadConfig } from '../config';
import type { TokenListing } from '../repositories/tokens';
import { openTasks, run } from './common';
import { parseExpiry } from './expiry';

const ROLE_KEYS = Object.entries(ROLES)
  .map(([code, r]) => `${r.key} (${code})`)
  .join(', ');
const USAGE = `Usage:
  npm run token -- create --role ROLE --scope TYPE:ID [--expires DATE | --ttl N{m,h,d,w}]
                         [--national ID] [--label TEXT] [--link]
  npm run token -- revoke TOKEN_ID [--national ID]
  npm run token -- list [--national ID]

Scoring tokens carry a role and a scope. ROLE is one of ${ROLE_KEYS}.
TYPE is national, state, association, club, team or match; ID is its id (for national, the
national id). Each role takes its own scope: touchlineAdmin and superAdmin national,
stateAdmin state, associationAdmin association, clubAdmin club, teamAdmin team, referee match.
The token is printed once; only its hash is stored. --national defaults to NATIONAL_ID (14).
--expires takes a date (the token works to the end of that day, UTC) or a date and time with
its offset (2026-12-31T18:00+10:00); --ttl a span from now (90m, 8h, 30d, 2w). Without either
a token works until revoked. --link also prints the scorer's console link that signs in
with it (PUBLIC_URL, else http://localhost:PORT, then /score#token=…), and for an admin of a
national, state, association or club the manager's (/manage#token=…): the token rides in the
fragment, which browsers never send, and the console takes it out of the address at once.
list shows each token's id, role, scope, state, expiry, last use (to the minute) and label,
never the token. While the server runs on the embedded database,
the command goes through it.`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i < 0 ? undefined : args[i + 1];
}

function parseRole(value: string | undefined): RoleCode {
  const found = Object.entries(ROLES).find(([code, r]) => value === code || value === r.key);
  if (!found) throw new UsageError(`--role must be one of ${ROLE_KEYS}, not '${value ?? ''}'`);
  return Number(found[0]) as RoleCode;
}

function parseScope(value: string | undefined): { scopeType: ScopeType; scopeId: number } {
  const [type, id] = (value ?? '').split(':');
  if (!SCOPE_TYPES.includes(type as ScopeType) || !/^[1-9]\d{0,9}$/.test(id ?? ''))
    throw new UsageError(
      `--scope must be TYPE:ID with TYPE one of ${SCOPE_TYPES.join(', ')}, not '${value ?? ''}'`,
    );
  return { scopeType: type as ScopeType, scopeId: Number(id) };
}

class UsageError extends Error {}

/**
 * The link that opens a console signed in with a token: the scorer's (web/src/screens/score/)
 * or the competition manager's (web/src/screens/manage/).
 */
function consoleLink(secret: string, part: 'score' | 'manage'): string {
  const config = loadConfig();
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  return `${origin}/${part}#token=${encodeURIComponent(secret)}`;
}

const when = (at: Date | null) => (at ? at.toISOString().slice(0, 16).replace('T', ' ') : '-');

function stateOf(token: TokenListing, now: Date): string {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt && token.expiresAt <= now) return 'expired';
  return 'live';
}

/** The listing's lines: a header, then one line a token (times in UTC, to the minute). */
function listing(tokens: TokenListing[], now: Date): string[] {
  const rows = tokens.map((t) => [
    String(t.id),
    ROLES[t.role as RoleCode]?.key ?? String(t.role),
    `${t.scopeType}:${t.scopeId}`,
    stateOf(t, now),
    when(t.expiresAt),
    when(t.lastUsedAt),
    t.label ?? '',
  ]);
  const header = ['ID', 'ROLE', 'SCOPE', 'STATE', 'EXPIRES (UTC)', 'LAST USED (UTC)', 'LABEL'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows].map((r) =>
    r
      .map((cell, i) => (i === 0 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

run(async () => {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const nationalId = Number(option(args, '--national') ?? process.env.NATIONAL_ID ?? 14);
  try {
    if (!['create', 'revoke', 'list'].includes(command)) throw new UsageError(`unknown command '${command}'`);
    if (!Number.isInteger(nationalId) || nationalId < 1)
      throw new UsageError('--national must be a positive whole number');
    const role = command === 'create' ? parseRole(option(args, '--role')) : undefined;
    const scope = command === 'create' ? parseScope(option(args, '--scope')) : undefined;
    if (role && scope && !roleFitsScope(role, scope.scopeType))
      throw new UsageError(`a ${ROLES[role].key} token takes a different scope than '${scope.scopeType}'`);
    const expiry = parseExpiry(
      {
        ...(args.includes('--expires') ? { expires: option(args, '--expires') ?? '' } : {}),
        ...(args.includes('--ttl') ? { ttl: option(args, '--ttl') ?? '' } : {}),
      },
      new Date(),
    );
    if (!expiry.ok) {
      console.error(`Error: ${expiry.message}`);
      return 2;
    }
    if (command !== 'create' && expiry.at) throw new UsageError('--expires and --ttl go with create');
    const input: NewToken | null =
      role && scope
        ? { nationalId, role, ...scope, label: option(args, '--label') ?? null, expiresAt: expiry.at }
        : null;
    // Refused before the database is opened: a scope of another national, say.
    if (input) checkNewToken(input);
    const tasks = await openTasks();
    try {
      if (input) {
        const { id, secret } = await tasks.createToken(input);
        console.log(
          `Created token ${id} (${ROLES[role!].key}, ${scope!.scopeType}:${scope!.scopeId}) for national ${nationalId}, ${expiry.at ? `expiring ${expiry.at.toISOString()}` : 'until revoked'}.`,
        );
        console.log('It is shown once; store it now:\n');
        console.log(secret);
        if (args.includes('--link')) {
          console.log(`\nScorer's console: ${consoleLink(secret, 'score')}`);
          // Team and match scopes manage no competition (mayWriteCompetition).
          if (scope!.scopeType !== 'team' && scope!.scopeType !== 'match')
            console.log(`Manager's console: ${consoleLink(secret, 'manage')}`);
        }
      } else if (command === 'revoke') {
        const id = Number(args.find((a) => /^\d+$/.test(a)));
        if (!id) throw new UsageError('revoke takes the token id');
        if (!(await tasks.revokeToken(nationalId, id))) {
          console.error(`Error: national ${nationalId} has no live token ${id}`);
          return 1;
        }
        console.log(`Revoked token ${id}.`);
      } else {
        const tokens = await tasks.listTokens(nationalId);
        if (!tokens.length) console.log(`National ${nationalId} has no tokens.`);
        else for (const line of listing(tokens, new Date())) console.log(line);
      }
    } finally {
      await tasks.close();
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  return 0;
});
