import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../api/match';
import { MATCH_STATUSES, type MatchStatus } from '../schemas/values';
import { defaultStatusSequence, isLiveStatus } from '../statuses';
import { type NoticeMatch, type NoticeMessage, pushNotices, rescheduleNotice, statusNotice } from './notices';

const match: NoticeMatch = {
  id: 12,
  competition: { id: 3, name: 'Premier League' },
  home: { id: 101, name: 'Sharks', colour: '#003366' },
  away: { id: 102, name: 'Pirates', colour: '#aa0000' },
  sequence: defaultStatusSequence(4),
};
const start = { status: 'pre-game' as MatchStatus, scores: { homeTeam: 0, awayTeam: 0 } };

const person = (isPublic: boolean) =>
  isPublic
    ? { _id: 7, firstName: 'Jo', lastName: 'Smith', isPublic }
    : { _id: 8, firstName: 'Player', lastName: '', isPublic };

const touchdown = (isHomeTeam: boolean, isPublic: boolean, scores: [number, number]): NoticeMessage => {
  const event: MatchEvent = {
    _id: 1,
    type: 'scoring',
    eventType: 'scoring',
    code: 1,
    name: 'Touchdown',
    value: 6,
    isHomeTeam,
    teamId: isHomeTeam ? 101 : 102,
    period: 2,
    min: 8,
    sec: 4,
    meta: { player: person(isPublic), off: null, on: null },
  };
  return {
    name: 'event:add',
    payload: { event, type: 'scoring', scores: { homeTeam: scores[0], awayTeam: scores[1] } },
  };
};
const status = (value: MatchStatus): NoticeMessage => ({
  name: 'status',
  payload: { status: value, forfeitingTeam: null },
});

const message = fc.oneof(
  fc
    .tuple(fc.boolean(), fc.boolean(), fc.nat(99), fc.nat(99))
    .map(([home, isPublic, a, b]) => touchdown(home, isPublic, [a, b])),
  fc.constantFrom(...MATCH_STATUSES).map(status),
);

describe('pushNotices', () => {
  it('should name a public scorer, with the team, the new score and the clock', () => {
    const [notice] = pushNotices(match, start, [touchdown(true, true, [6, 0])], 1000);
    expect(notice).toMatchObject({
      kind: 'score',
      title: 'Sharks 6 – 0 Pirates',
      body: 'Touchdown, Sharks (Jo Smith) · Q2 8:04',
      url: '/matches/12',
      tag: 'match-12',
      icon: '/cards/teams/101/icon.png',
      timestamp: 1000,
    });
  });

  it('should never name a private player, whatever the write', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 12 }), (messages) => {
        for (const notice of pushNotices(match, start, messages, 0))
          expect(`${notice.title} ${notice.body}`).not.toMatch(/Player/);
      }),
    );
  });

  it('should make one score notice per scoring event, carrying the score it left', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 12 }), (messages) => {
        const scores = messages.flatMap((m) => (m.name === 'event:add' ? [m.payload.scores] : []));
        const notices = pushNotices(match, start, messages, 0).filter((n) => n.kind === 'score');
        expect(notices.map((n) => [n.home.score, n.away.score])).toEqual(
          scores.map((s) => [s.homeTeam, s.awayTeam]),
        );
      }),
    );
  });

  it('should tell of each change of status at most once, and of nothing else', () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 12 }), (messages) => {
        let changes = 0;
        let current: MatchStatus = start.status;
        for (const m of messages)
          if (m.name === 'status' && m.payload.status !== current) {
            changes++;
            current = m.payload.status;
          }
        const notices = pushNotices(match, start, messages, 0).filter((n) => n.kind !== 'score');
        expect(notices.length).toBeLessThanOrEqual(changes);
      }),
    );
  });

  it('should follow a game from kickoff to the final score', () => {
    const game = [
      status('first-quarter'),
      touchdown(false, true, [0, 6]),
      status('second-quarter'),
      status('half-time'),
      status('third-quarter'),
      status('fourth-quarter'),
      status('final'),
    ];
    const notices = pushNotices(match, start, game, 0);
    expect(notices.map((n) => [n.kind, n.title, n.body])).toEqual([
      ['kickoff', 'Sharks v Pirates', 'Kick-off · Premier League'],
      ['score', 'Sharks 0 – 6 Pirates', 'Touchdown, Pirates (Jo Smith) · Q2 8:04'],
      ['period', 'Sharks 0 – 6 Pirates', 'End of the first quarter'],
      ['period', 'Sharks 0 – 6 Pirates', 'Half-time'],
      ['period', 'Sharks 0 – 6 Pirates', 'End of the third quarter'],
      ['final', 'Sharks 0 – 6 Pirates', 'Final · Premier League'],
    ]);
    expect(notices[1]!.icon).toBe('/cards/teams/102/icon.png');
  });
});

describe('statusNotice', () => {
  const sequence = defaultStatusSequence(4);
  const status = fc.constantFrom(...MATCH_STATUSES);

  it('should call kickoff only a start from pre-game, and never repeat a status', () => {
    fc.assert(
      fc.property(status, status, (before, after) => {
        const kind = statusNotice(sequence, before, after);
        if (before === after) expect(kind).toBeNull();
        if (kind === 'kickoff') expect([before, isLiveStatus(after)]).toEqual(['pre-game', true]);
        if (kind === 'period') expect([isLiveStatus(before), isLiveStatus(after)]).toEqual([true, true]);
      }),
    );
  });

  it('should say nothing of a restart after half-time', () => {
    expect(statusNotice(sequence, 'half-time', 'third-quarter')).toBeNull();
    expect(statusNotice(sequence, 'second-quarter', 'half-time')).toBe('period');
    expect(statusNotice(sequence, 'fourth-quarter', 'washout')).toBe('cancelled');
  });
});

describe('rescheduleNotice', () => {
  it("should give the new kickoff in the match's zone", () => {
    const notice = rescheduleNotice(match, new Date('2026-11-28T03:00:00Z'), 'Australia/Sydney', 5);
    expect(notice).toMatchObject({ kind: 'rescheduled', title: 'Sharks v Pirates' });
    expect(notice.body).toMatch(/^New kick-off: Sat,? 28 Nov, 2:00\s?pm · Premier League$/);
  });
});
