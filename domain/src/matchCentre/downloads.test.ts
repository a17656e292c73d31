import { describe, expect, it } from 'vitest';
import { downloadFileName, showsReportButton, teamsFinalised } from './downloads';

const match = (extra: Partial<Parameters<typeof teamsFinalised>[0]> = {}) => ({
  _id: 7,
  status: 'final' as const,
  homeTeam: { _id: 1 },
  awayTeam: { _id: 2 },
  meta: { isBye: false, isTba: false },
  ...extra,
});

describe('downloads', () => {
  it('should show Report only for a final match of a national that allows downloads', () => {
    expect(showsReportButton('final', true)).toBe(true);
    expect(showsReportButton('final', false)).toBe(false);
    expect(showsReportButton('fourth-quarter', true)).toBe(false);
    expect(showsReportButton('forfeit', true)).toBe(false);
  });

  it('should need both teams, and neither TBA nor a bye', () => {
    expect(teamsFinalised(match())).toBe(true);
    expect(teamsFinalised(match({ awayTeam: null }))).toBe(false);
    expect(teamsFinalised(match({ homeTeam: null }))).toBe(false);
    expect(teamsFinalised(match({ meta: { isBye: true, isTba: false } }))).toBe(false);
    expect(teamsFinalised(match({ meta: { isBye: false, isTba: true } }))).toBe(false);
  });

  it('should name the files as the spec does', () => {
    expect(downloadFileName.matchReport(42)).toBe('42-match-report.pdf');
    expect(downloadFileName.memberList(42)).toBe('42-member-list.pdf');
  });
});
