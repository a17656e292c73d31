import type { MatchDetail, PresentationResponse } from '@touchline/domain';
import { DownloadButton } from '../DownloadButton';
import { downloadMatchReport } from '../downloads';

/** 'Report': the match report PDF, with the national's logo (spec 2.9). */
export function ReportButton({
  match,
  presentation,
}: {
  match: MatchDetail;
  presentation: PresentationResponse;
}) {
  return (
    <DownloadButton
      label="Report"
      detail=" (match report, PDF)"
      className="download-button--hero"
      download={() => downloadMatchReport(match, presentation.meta.imgUrl ?? null)}
    />
  );
}
