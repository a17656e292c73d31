import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';
import { call } from './requests';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('text that PostgreSQL cannot take', () => {
  it.each([
    '/live/search?search=a%00b',
    '/live/teams?search=%00',
    '/portal/national/get/slug-details?slugs=state,a%00b',
  ])('should refuse %s with a 400', async (path) => {
    const { status, body } = await call(ctx, path);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });
});
