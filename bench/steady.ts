import { benchSteadyImport } from './steadyImport';
import { benchSteadyStorm } from './steadyStorm';

/**
 * `npm run bench -- steady`: does the embedded server keep answering while it works hard? Each
 * part pings /healthz and a cached read every 50 ms during one heavy task and prints how long
 * the answers took; the goal is none over 500 ms. The storm part reconnects 400 live streams
 * while a scorer writes, and checks every client ends exact.
 */
export async function benchSteady(): Promise<Record<string, string>> {
  return { ...(await benchSteadyImport()), ...(await benchSteadyStorm()) };
}
