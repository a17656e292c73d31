/**
 * A benchmark server in its own process (so the load generator does not share its event
 * loop): imports the synthetic season for national 77 and listens on a free port, printing
 * `READY <port>` when it can be measured.
 */
import { buildApp } from '../server/src/app';
import { openDatabase } from '../server/src/db/client';
import { validateImport } from '../server/src/import/validate';
import { writeImport } from '../server/src/import/write';
import { syntheticImport } from './synthetic';

const [teams = '64', matches = '2000'] = process.argv.slice(2);
const database = await openDatabase({ url: process.env.DATABASE_URL || null, dataDir: null });
const checked = validateImport(syntheticImport(77, Number(teams), Number(matches)));
if (!checked.ok) throw new Error(JSON.stringify(checked.problems.slice(0, 3)));
await writeImport(database.db, checked.file);
const app = await buildApp({
  config: { webDir: '/nonexistent', nationalId: 77 },
  database,
  closeDatabase: true,
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`READY ${(app.server.address() as { port: number }).port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
