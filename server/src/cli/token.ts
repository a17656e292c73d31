import { ROLES, type RoleCode, roleFitsScope, SCOPE_TYPES, type ScopeType } from '@touchline/domain';
import { tokenRepository } from '../repositories/tokens';
import { openConfiguredDatabase, run } from './common';

const ROLE_KEYS = Object.entries(ROLES)
  .map(([code, r]) => `${r.key} (${code})`)
  .join(', ');
const USAGE = `Usage:
  npm run token -- create --role ROLE --scope TYPE:ID [--national ID] [--label TEXT]
  npm run token -- revoke TOKEN_ID [--national ID]
  npm run token -- list [--national ID]

Scoring tokens carry a role and a scope. ROLE is one of ${ROLE_KEYS}.
TYPE is national, state, association, club, team or match; ID is its id (for national, the
national id). Each role takes its own scope: touchlineAdmin and superAdmin national,
stateAdmin state, associationAdmin association, clubAdmin club, teamAdmin team, referee match.
The token is printed once; only its hash is stored. --national defaults to NATIONAL_ID (14).`;

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
    const database = await openConfiguredDatabase();
    try {
      if (command === 'create') {
        const { id, secret } = await tokenRepository.create(database.db, {
          nationalId,
          role: role!,
          ...scope!,
          label: option(args, '--label') ?? null,
        });
        console.log(
          `Created token ${id} (${ROLES[role!].key}, ${scope!.scopeType}:${scope!.scopeId}) for national ${nationalId}.`,
        );
        console.log('It is shown once; store it now:\n');
        console.log(secret);
      } else if (command === 'revoke') {
        const id = Number(args.find((a) => /^\d+$/.test(a)));
        if (!id) throw new UsageError('revoke takes the token id');
        if (!(await tokenRepository.revoke(database.db, nationalId, id))) {
          console.error(`Error: national ${nationalId} has no live token ${id}`);
          return 1;
        }
        console.log(`Revoked token ${id}.`);
      } else {
        const rows = await tokenRepository.list(database.db, nationalId);
        if (!rows.length) console.log(`National ${nationalId} has no tokens.`);
        for (const r of rows)
          console.log(
            `${String(r.id).padStart(4)}  ${ROLES[r.role as RoleCode]?.key.padEnd(16)}  ${`${r.scopeType}:${r.scopeId}`.padEnd(18)}  ${r.revokedAt ? `revoked ${r.revokedAt.toISOString()}` : 'live'}  ${r.label ?? ''}`,
          );
      }
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`Error: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  return 0;
});
