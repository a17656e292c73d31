/** The moment the test demo is generated for, so every test sees the same data. */
export const FIXTURE_NOW = new Date('2026-06-18T03:30:00Z');

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
