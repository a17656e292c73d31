import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playingMemberTypes } from './players';

describe('playingMemberTypes', () => {
  it('should keep the types the national marks as playing, in its order', () => {
    expect(
      playingMemberTypes([
        { name: 'Player', playing: true },
        { name: 'Coach', playing: false },
        { name: 'Reserve', playing: true },
      ]),
    ).toEqual(['Player', 'Reserve']);
  });

  it('should allow any type when the national lists none, and none when it lists no playing type', () => {
    expect(playingMemberTypes([])).toBeNull();
    expect(playingMemberTypes([{ name: 'Coach', playing: false }])).toEqual([]);
  });

  it('should name exactly the playing types, whatever the list', () => {
    const types = fc.array(fc.record({ name: fc.string({ minLength: 1 }), playing: fc.boolean() }), {
      minLength: 1,
    });
    fc.assert(
      fc.property(types, (list) => {
        const playing = playingMemberTypes(list)!;
        for (const type of list)
          expect(playing.includes(type.name)).toBe(list.some((t) => t.name === type.name && t.playing));
      }),
    );
  });
});
