import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entityLevelOf, entityRouteOf } from './routes';

describe('entityRouteOf', () => {
  it('should take the level from the first segment and the id from the second', () => {
    expect(entityRouteOf('/states/1')).toEqual({ level: 'state', id: 1 });
    expect(entityRouteOf('/associations/6')).toEqual({ level: 'association', id: 6 });
    expect(entityRouteOf('/clubs/16/')).toEqual({ level: 'club', id: 16 });
  });

  it('should look past the branded prefix', () => {
    expect(entityRouteOf('/c/state/nsw/associations/6')).toEqual({ level: 'association', id: 6 });
    expect(entityRouteOf('/c/club/sydney-uni-lions/clubs/16')).toEqual({ level: 'club', id: 16 });
  });

  it('should refuse other levels, bad ids and longer paths', () => {
    for (const path of [
      '/teams/1',
      '/states/abc',
      '/states/0',
      '/states',
      '/',
      '/states/1/2',
      '/c/state/nsw',
    ])
      expect(entityRouteOf(path)).toBeNull();
    expect(entityRouteOf('/constructor/1')).toBeNull();
  });

  it('should read the same route with or without any prefix', () => {
    const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('states', 'associations', 'clubs'),
        fc.integer({ min: 1, max: 99_999 }),
        slug,
        slug,
        (segment, id, level, name) => {
          const bare = entityRouteOf(`/${segment}/${id}`);
          expect(bare?.id).toBe(id);
          expect(entityRouteOf(`/c/${level}/${name}/${segment}/${id}`)).toEqual(bare);
        },
      ),
    );
  });
});

describe('entityLevelOf', () => {
  it('should name a level only for an organisation path, branded or not', () => {
    expect(entityLevelOf('/states/1')).toBe('state');
    expect(entityLevelOf('/c/state/nsw/clubs/abc')).toBe('club');
    expect(entityLevelOf('/tabs/foo')).toBeNull();
    expect(entityLevelOf('/c/state')).toBeNull();
    expect(entityLevelOf('/')).toBeNull();
  });
});
