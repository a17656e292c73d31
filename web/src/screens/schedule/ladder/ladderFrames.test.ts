import type { CompetitionFrame } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { changesLadder } from './ladderFrames';

const frame = (event: string, data: unknown = {}) =>
  ({ channel: 'match-7', event, data }) as CompetitionFrame;

describe('a competition stream message and the ladder', () => {
  it('should ask for the ladder again after a result or a refresh, and not for a score or the clock', () => {
    expect(changesLadder(frame('event:refresh', { type: 'scoring' }))).toBe(true);
    expect(changesLadder(frame('status', { status: 'final', forfeitingTeam: null }))).toBe(true);
    expect(changesLadder(frame('status', { status: 'washout', forfeitingTeam: null }))).toBe(true);
    expect(changesLadder(frame('reset'))).toBe(true);
    expect(changesLadder(frame('status', { status: 'second-quarter', forfeitingTeam: null }))).toBe(false);
    expect(changesLadder(frame('create', { event: {} }))).toBe(false);
    expect(changesLadder({ channel: 'competition-3', event: 'snapshot', data: {} } as CompetitionFrame)).toBe(
      false,
    );
  });
});
