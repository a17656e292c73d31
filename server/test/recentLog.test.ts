import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENT_FRAMES, RecentLog } from '../src/live/recent';

/** A run of messages at rising positions, some apart (another match's messages between). */
const positions = fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: RECENT_FRAMES * 2 }).map((steps) => {
  const list: number[] = [];
  for (const step of steps) list.push((list.at(-1) ?? 10) + step);
  return list;
});

const frameOf = (position: number) => Buffer.from(`id: ${position}\n\n`);

describe('RecentLog', () => {
  it('should give, after any position it covers, exactly the frames pushed after it', () => {
    fc.assert(
      fc.property(positions, fc.nat(), (pushed, pick) => {
        const recent = new RecentLog(10);
        for (const position of pushed) recent.push(position, frameOf(position));
        const from = [10, ...pushed][pick % (pushed.length + 1)]!;
        const expected = pushed.filter((p) => p > from);
        if (recent.covers(from)) {
          expect(recent.after(from)?.toString() ?? '').toBe(
            expected.map((p) => frameOf(p).toString()).join(''),
          );
        } else {
          expect(from).toBeLessThan(recent.from);
        }
      }),
    );
  });

  it('should know which positions inside its range are messages, and leave older ones to the log', () => {
    fc.assert(
      fc.property(positions, fc.integer({ min: 0, max: 2000 }), (pushed, position) => {
        const recent = new RecentLog(10);
        for (const p of pushed) recent.push(p, frameOf(p));
        const has = recent.has(position);
        if (position < recent.from) expect(has).toBeUndefined();
        else expect(has).toBe(position === recent.from || pushed.includes(position));
      }),
    );
  });

  it('should keep at most its number of frames, and always the latest', () => {
    fc.assert(
      fc.property(positions, (pushed) => {
        const recent = new RecentLog(10);
        for (const p of pushed) recent.push(p, frameOf(p));
        const last = pushed.at(-1);
        if (last !== undefined) {
          expect(recent.covers(pushed.at(-Math.min(pushed.length, RECENT_FRAMES / 2))! - 1)).toBe(true);
          expect(recent.after(last)).toBeNull();
        }
        expect(pushed.filter((p) => p > recent.from).length).toBeLessThanOrEqual(RECENT_FRAMES);
      }),
    );
  });
});
