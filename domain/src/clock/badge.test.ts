import { describe, expect, it } from 'vitest';
import type { MatchStatus, StatusDefinition } from '../schemas/values';
import { defaultStatusSequence } from '../statuses';
import {
  badgeColour,
  displayedStatus,
  hasLiveTiming,
  isPeriodStatus,
  nextStatus,
  setNumber,
  statusBadge,
  statusLabel,
} from './badge';
import type { TimerView } from './timer';

const halves = defaultStatusSequence(2);
const quarters = defaultStatusSequence(4);

const clock = (display: string, extra: Partial<TimerView> = {}): TimerView => ({
  elapsedMs: 0,
  remainingMs: 0,
  running: true,
  ended: false,
  display,
  ...extra,
});
const ended = clock('00:00', { running: false, ended: true });

describe('badgeColour', () => {
  it.each<[MatchStatus, string]>([
    ['pre-game', 'light'],
    ['final', 'success'],
    ['forfeit', 'warning'],
    ['washout', 'warning'],
    ['cancelled', 'warning'],
    ['disputed', 'danger'],
    ['offline', 'danger'],
    ['first-half', 'light'],
    ['second-half', 'light'],
    ['half-time', 'light'],
    ['live', 'light'],
    ['penalty', 'light'],
    ['sets', 'light'],
  ])('%s is %s', (status, colour) => {
    expect(badgeColour(status)).toBe(colour);
  });
});

describe('statusLabel', () => {
  it.each<[MatchStatus, string]>([
    ['pre-game', 'Pre-Game'],
    ['final', 'Final'],
    ['forfeit', 'Forfeit'],
    ['disputed', 'Disputed'],
    ['washout', 'Washout'],
    ['cancelled', 'Cancelled'],
    ['penalty', 'Penalties'],
    ['first-half', '1st HALF'],
    ['second-half', '2nd HALF'],
    ['third-quarter', '3rd QUARTER'],
    ['fourth-quarter', '4th QUARTER'],
    ['first-period', '1st PERIOD'],
    ['half-time', 'HALF TIME'],
    ['live', 'LIVE'],
    ['offline', 'OFFLINE'],
  ])('%s shows %s', (status, text) => {
    expect(statusLabel(status)).toBe(text);
  });
});

describe('sequences', () => {
  it('nextStatus follows the sequence, null at its end or off it', () => {
    expect(nextStatus(halves, 'first-half')?.value).toBe('second-half');
    expect(nextStatus(halves, 'second-half')?.value).toBe('final');
    expect(nextStatus(halves, 'final')).toBeNull();
    expect(nextStatus(halves, 'half-time')).toBeNull();
    expect(nextStatus(quarters, 'third-quarter')?.value).toBe('fourth-quarter');
  });

  it('uses a server-provided sequence (allMatchStatuses) as given', () => {
    const custom: StatusDefinition[] = [
      { value: 'live', period: 1, periodType: 1, label: 'Live', abbreviation: 'L' },
      { value: 'penalty', period: 2, periodType: 1, label: 'Penalties', abbreviation: 'P' },
    ];
    expect(nextStatus(custom, 'live')?.value).toBe('penalty');
    expect(isPeriodStatus('live', custom)).toBe(true);
    expect(isPeriodStatus('live', halves)).toBe(false);
  });

  it('displays the next status once the timer has ended', () => {
    expect(displayedStatus(quarters, 'first-quarter', true)).toEqual({
      status: 'second-quarter',
      periodEnd: false,
    });
    expect(displayedStatus(quarters, 'first-quarter', false).status).toBe('first-quarter');
  });

  it('never displays final from the clock alone: it flags the period end', () => {
    expect(displayedStatus(halves, 'second-half', true)).toEqual({ status: 'second-half', periodEnd: true });
  });

  it('ignores the timer outside period statuses', () => {
    expect(displayedStatus(halves, 'half-time', true)).toEqual({ status: 'half-time', periodEnd: false });
  });
});

describe('statusBadge', () => {
  it('shows the clock during a period status', () => {
    expect(statusBadge({ status: 'first-half', sequence: halves, timer: clock('12:34') })).toEqual({
      text: '12:34',
      colour: 'light',
      status: 'first-half',
    });
  });

  it("appends '+' when added time applies", () => {
    const input = { status: 'first-half' as const, sequence: halves, timer: clock('00:41') };
    expect(statusBadge({ ...input, addedTimeMs: 60_000 }).text).toBe('00:41+');
    expect(statusBadge({ ...input, addedTimeMs: 0 }).text).toBe('00:41');
  });

  it('shows the label during a period status when there is no live timer', () => {
    expect(statusBadge({ status: 'second-half', sequence: halves }).text).toBe('2nd HALF');
    expect(statusBadge({ status: 'second-half', sequence: halves, timer: null }).text).toBe('2nd HALF');
  });

  it.each<MatchStatus>(['pre-game', 'final', 'half-time', 'washout'])('never shows the clock for %s', (s) => {
    const badge = statusBadge({ status: s, sequence: halves, timer: clock('05:00') });
    expect(badge.text).toBe(statusLabel(s));
  });

  it("shows pre-game as 'Vs.' in the match centre only", () => {
    expect(statusBadge({ status: 'pre-game', sequence: halves, matchCentre: true })).toEqual({
      text: 'Vs.',
      colour: 'light',
      status: 'pre-game',
    });
    expect(statusBadge({ status: 'pre-game', sequence: halves }).text).toBe('Pre-Game');
  });

  it("shows 'Penalties' and the final colours", () => {
    expect(statusBadge({ status: 'penalty', sequence: halves, timer: clock('01:00') }).text).toBe(
      'Penalties',
    );
    expect(statusBadge({ status: 'final', sequence: halves })).toMatchObject({
      text: 'Final',
      colour: 'success',
    });
    expect(statusBadge({ status: 'forfeit', sequence: halves }).colour).toBe('warning');
    expect(statusBadge({ status: 'offline', sequence: halves })).toMatchObject({
      text: 'OFFLINE',
      colour: 'danger',
    });
  });

  it("shows 'Set {n}' from currentSetId", () => {
    const setScores = [{ setId: 'a' }, { setId: 'b' }];
    expect(statusBadge({ status: 'sets', sequence: halves, currentSetId: 'b', setScores }).text).toBe(
      'Set 2',
    );
    expect(statusBadge({ status: 'sets', sequence: halves, currentSetId: 'c', setScores }).text).toBe(
      'Set 3',
    );
    expect(statusBadge({ status: 'sets', sequence: halves, currentSetId: 'x' }).text).toBe('Set 1');
    expect(statusBadge({ status: 'sets', sequence: halves }).text).toBe('SETS');
    expect(setNumber('a', setScores)).toBe(1);
  });

  it('shows the next status once the timer has ended', () => {
    expect(statusBadge({ status: 'first-quarter', sequence: quarters, timer: ended })).toEqual({
      text: '2nd QUARTER',
      colour: 'light',
      status: 'second-quarter',
    });
  });

  it("shows '(Period End)' when the timer has ended and the next status is final", () => {
    expect(statusBadge({ status: 'fourth-quarter', sequence: quarters, timer: ended })).toEqual({
      text: '4th QUARTER (Period End)',
      colour: 'light',
      status: 'fourth-quarter',
    });
  });
});

describe('hasLiveTiming', () => {
  const quarters = defaultStatusSequence(4);
  it('should be on only with a clock and a playing period', () => {
    expect(hasLiveTiming('second-quarter', quarters, {})).toBe(true);
    expect(hasLiveTiming('second-quarter', quarters, null)).toBe(false);
    for (const status of ['half-time', 'pre-game', 'final', 'penalty'] as const)
      expect(hasLiveTiming(status, quarters, {}), status).toBe(false);
  });
});
