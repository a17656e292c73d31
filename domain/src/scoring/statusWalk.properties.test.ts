import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPeriodStatus } from '../clock/badge';
import { MATCH_STATUSES, type MatchStatus, type StatusDefinition } from '../schemas/values';
import { defaultStatusSequence } from '../statuses';
import type { QueuedAction } from './outbox';
import { nextInWalk, nextStatusButton, queuedStatus, statusPath, statusWalk } from './statusWalk';

const RUNS = { numRuns: 300 };
const PERIODS: MatchStatus[] = [
  'first-half',
  'second-half',
  'first-quarter',
  'second-quarter',
  'third-quarter',
  'fourth-quarter',
  'first-period',
  'second-period',
  'third-period',
  'live',
];

const definition = (value: MatchStatus, period: number): StatusDefinition => ({
  value,
  period,
  periodType: 4,
  label: `Label of ${value}`,
  abbreviation: value.slice(0, 2),
});

/** A default sequence, or any periods in order with final last, as a national may configure. */
const arbSequence: fc.Arbitrary<StatusDefinition[]> = fc.oneof(
  fc.constantFrom(2, 3, 4).map(defaultStatusSequence),
  fc
    .record({ periods: fc.subarray(PERIODS), final: fc.boolean() })
    .map(({ periods, final }) => [
      ...periods.map((value, i) => definition(value, i + 1)),
      ...(final ? [definition('final', periods.length + 1)] : []),
    ]),
);

const periodsOf = (sequence: readonly StatusDefinition[]) =>
  sequence.filter((s) => isPeriodStatus(s.value, sequence)).map((s) => s.value);

describe('statusWalk', () => {
  it('should start at pre-game and keep every status of the sequence once, in its order', () => {
    fc.assert(
      fc.property(arbSequence, (sequence) => {
        const walk = statusWalk(sequence).map((s) => s.value);
        expect(walk[0]).toBe('pre-game');
        expect(new Set(walk).size).toBe(walk.length);
        expect(walk.filter((v) => v !== 'pre-game' && v !== 'half-time')).toEqual(
          sequence.map((s) => s.value),
        );
      }),
      RUNS,
    );
  });

  it('should put half-time after the middle period exactly when the periods are even', () => {
    fc.assert(
      fc.property(arbSequence, (sequence) => {
        const walk = statusWalk(sequence).map((s) => s.value);
        const periods = periodsOf(sequence);
        const at = walk.indexOf('half-time');
        if (periods.length < 2 || periods.length % 2 === 1) {
          expect(at).toBe(-1);
          return;
        }
        const before = walk.slice(0, at).filter((v) => periods.includes(v));
        expect(before).toEqual(periods.slice(0, periods.length / 2));
        expect(walk[at - 1]).toBe(periods[periods.length / 2 - 1]);
      }),
      RUNS,
    );
  });

  it('should keep half-time where a sequence that names it puts it', () => {
    const sequence = [
      definition('first-half', 1),
      definition('second-half', 2),
      definition('half-time', 3),
      definition('final', 4),
    ];
    expect(statusWalk(sequence).map((s) => s.value)).toEqual([
      'pre-game',
      'first-half',
      'second-half',
      'half-time',
      'final',
    ]);
  });
});

describe('nextInWalk', () => {
  it('should walk from pre-game through every status of the walk in order, then stop', () => {
    fc.assert(
      fc.property(arbSequence, (sequence) => {
        const visited: MatchStatus[] = ['pre-game'];
        for (let next = nextInWalk(sequence, 'pre-game'); next; next = nextInWalk(sequence, next.value)) {
          visited.push(next.value);
          if (visited.length > 20) break;
        }
        expect(visited).toEqual(statusWalk(sequence).map((s) => s.value));
      }),
      RUNS,
    );
  });

  it('should offer nothing from a status off the walk, but final after a live that is not a period', () => {
    fc.assert(
      fc.property(arbSequence, fc.constantFrom(...MATCH_STATUSES), (sequence, status) => {
        const walk = statusWalk(sequence).map((s) => s.value);
        const next = nextInWalk(sequence, status);
        if (walk.includes(status)) return;
        if (status === 'live' && walk.at(-1) === 'final') expect(next?.value).toBe('final');
        else expect(next).toBeNull();
      }),
      RUNS,
    );
  });

  it('should take a gridiron match through half-time between the second and third quarters', () => {
    const quarters = defaultStatusSequence(4);
    expect(nextInWalk(quarters, 'second-quarter')).toEqual({ value: 'half-time', label: 'Half Time' });
    expect(nextInWalk(quarters, 'half-time')?.value).toBe('third-quarter');
    expect(nextInWalk(quarters, 'fourth-quarter')?.value).toBe('final');
    expect(nextInWalk(quarters, 'final')).toBeNull();
  });
});

describe('nextStatusButton', () => {
  it('should read Kick-off at pre-game, then Next and the status’s label', () => {
    const quarters = defaultStatusSequence(4);
    expect(nextStatusButton(quarters, 'pre-game')).toEqual({ status: 'first-quarter', text: 'Kick-off' });
    expect(nextStatusButton(quarters, 'second-quarter')).toEqual({
      status: 'half-time',
      text: 'Next: Half Time',
    });
    expect(nextStatusButton(quarters, 'final')).toBeNull();
  });
});

describe('queuedStatus', () => {
  const put = (matchId: number, status: MatchStatus, key: string): QueuedAction => ({
    key,
    matchId,
    method: 'PUT',
    path: statusPath(matchId),
    body: { status },
    label: '',
    queuedAt: 0,
  });
  const score: QueuedAction = { ...put(7, 'final', 's'), method: 'POST', path: '/live/matches/7/scorings' };

  it('should answer the status the match’s last queued change sets, passing over other matches and actions', () => {
    const queue = [put(7, 'first-quarter', 'a'), put(7, 'second-quarter', 'b'), put(8, 'final', 'c'), score];
    expect(queuedStatus(queue, 7)).toBe('second-quarter');
    expect(queuedStatus(queue, 8)).toBe('final');
    expect(queuedStatus([score], 7)).toBeNull();
  });
});
