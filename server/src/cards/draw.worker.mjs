// The worker thread of painter.ts: it runs the server's TypeScript through tsx, as the server
// does, then draws each picture it is sent, one at a time, and sends back its PNG.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { drawPng } = await import('./draw.ts');
parentPort.on('message', async ({ id, drawing }) => {
  try {
    const drawn = await drawPng(drawing);
    // A copy in memory of its own, which can be handed over without copying again.
    const png = new Uint8Array(drawn.png);
    parentPort.postMessage({ id, drawn: { ...drawn, png } }, [png.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, failed: error instanceof Error ? error.message : String(error) });
  }
});
