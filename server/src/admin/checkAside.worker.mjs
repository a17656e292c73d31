// The worker thread of checkAside.ts: it runs the server's TypeScript through tsx, as the
// server does, then serves one check.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { serveCheck } = await import('./checkAside.ts');
serveCheck(parentPort);
