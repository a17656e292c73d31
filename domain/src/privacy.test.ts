import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scopedEntityId } from './entityScope';
import { ladderShown, publicDetail, teamListShown } from './privacy';

describe('teamListShown', () => {
  it('should show a team list unless the team hides it or is not there', () => {
    expect(teamListShown({ hideTeamList: false })).toBe(true);
    expect(teamListShown({ hideTeamList: true })).toBe(false);
    expect(teamListShown(undefined)).toBe(false);
    expect(teamListShown(null)).toBe(false);
  });
});

describe('ladderShown', () => {
  it('should show a ladder only when both its results and its ladder are shown', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (ladder, result) => {
        expect(ladderShown({ display: { ladder, result } })).toBe(ladder && result);
      }),
    );
  });
});

describe('publicDetail', () => {
  it("should give a public member's detail and never a private member's", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer()), (isPublic, shirt) => {
        expect(publicDetail({ isPublic }, shirt)).toBe(isPublic ? shirt : null);
      }),
    );
  });
});

describe('scopedEntityId', () => {
  it("should narrow to a state's, association's or club's entity, and never on a national's site", () => {
    expect(scopedEntityId({ entityType: 'club', entityId: 7 })).toBe(7);
    expect(scopedEntityId({ entityType: 'national', entityId: 14 })).toBeUndefined();
    expect(scopedEntityId({ entityId: 7 })).toBeUndefined();
    expect(scopedEntityId({ entityType: 'state' })).toBeUndefined();
  });
});
