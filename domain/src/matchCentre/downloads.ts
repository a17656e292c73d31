/** The match centre's PDF downloads (spec 2.9, 5, 7): when they show, when they may run, their names. */
import type { MatchStatus } from '../schemas/values';

/** What the download rules read of a match. */
export interface DownloadableMatch {
  _id: number;
  status: MatchStatus;
  homeTeam: unknown | null;
  awayTeam: unknown | null;
  meta: { isBye: boolean; isTba: boolean };
}

/** The Report button shows for a final match, where the national's settings allow downloads. */
export function showsReportButton(status: MatchStatus, reportDownloads: boolean): boolean {
  return reportDownloads && status === 'final';
}

/** Reports and member lists need both teams, and a match that is neither TBA nor a bye (spec 5). */
export function teamsFinalised(match: DownloadableMatch): boolean {
  return match.homeTeam != null && match.awayTeam != null && !match.meta.isTba && !match.meta.isBye;
}

/** The file names the downloads are saved under (spec 2.9). Both teams' member lists share one name. */
export const downloadFileName = {
  matchReport: (matchId: number) => `${matchId}-match-report.pdf`,
  memberList: (matchId: number) => `${matchId}-member-list.pdf`,
};
