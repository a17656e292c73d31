import {
  DEFAULT_COLOURS,
  type DownloadableMatch,
  downloadFileName,
  type ReportDocument,
  type TeamSide,
  teamsFinalised,
} from '@touchline/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { ApiError } from '../../api/client';
import { ERRORS } from '../../api/errors';
import { reportDocuments } from '../../api/matches';
import { toast } from '../../ui/toast';

/** The crest of web/src/shell/Crest.tsx in the default colours, for a PDF's logo. */
const CREST_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">
<path d="M20 2 35 7v11c0 9.5-6.3 16.6-15 20C11.3 34.6 5 27.5 5 18V7z" fill="${DEFAULT_COLOURS.secondary}" stroke="${DEFAULT_COLOURS.highlight}" stroke-width="2"/>
<ellipse cx="20" cy="19" rx="11.5" ry="7" transform="rotate(-35 20 19)" fill="${DEFAULT_COLOURS.primary}"/>
<path d="m15.5 23.5 9-9M16.2 19.2l2.1 2.1M18.4 17l2.1 2.1M20.6 14.8l2.1 2.1" stroke="#fff" stroke-width="1.4" stroke-linecap="round" fill="none"/>
</svg>`;

const LOGO_WIDTH = 48;

/** pdfmake and its fonts (about 1 MB), loaded the first time a visitor asks for a PDF. */
async function loadPdfMake() {
  const [module, fonts] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  const pdfMake = ('default' in module ? module.default : module) as typeof import('pdfmake/build/pdfmake');
  pdfMake.addVirtualFileSystem(
    ('default' in fonts ? fonts.default : fonts) as typeof import('pdfmake/build/vfs_fonts'),
  );
  return pdfMake;
}

/**
 * The logo a match report carries (spec 7): the national's image when it has one pdfmake can
 * draw (PNG, JPEG or SVG), else the crest. An image that cannot be fetched falls back too.
 */
async function logoNode(
  imgUrl: string | null,
): Promise<{ svg: string; width: number } | { image: string; width: number }> {
  if (imgUrl) {
    try {
      const response = await fetch(imgUrl);
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.includes('svg')) return { svg: await response.text(), width: LOGO_WIDTH };
      if (response.ok && /image\/(png|jpe?g)/.test(type)) {
        const image = await new Promise<string>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.onerror = () => reject(reader.error);
          void response.blob().then((blob) => reader.readAsDataURL(blob));
        });
        return { image, width: LOGO_WIDTH };
      }
    } catch {
      // Offline, blocked or not an image: the crest stands in.
    }
  }
  return { svg: CREST_SVG, width: LOGO_WIDTH };
}

/** Asks the server for a definition; a match whose teams are not final gets the spec's warning. */
async function fetchDefinition(load: () => Promise<ReportDocument>, unavailable: string) {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      toast.warning(ERRORS.teamListUnavailable, unavailable);
    else toast.error();
    return null;
  }
}

/**
 * Downloads the match report (spec 2.9, 5): refused with the 'Team List Unavailable' warning
 * while the teams are not final; else the server's definition with the logo added on top,
 * saved as {id}-match-report.pdf.
 */
export async function downloadMatchReport(match: DownloadableMatch, logoUrl: string | null): Promise<void> {
  if (!teamsFinalised(match)) {
    toast.warning(ERRORS.teamListUnavailable, ERRORS.matchReportUnavailable);
    return;
  }
  const definition = await fetchDefinition(
    () => reportDocuments.matchReport(match._id),
    ERRORS.matchReportUnavailable,
  );
  if (!definition) return;
  const [pdfMake, logo] = await Promise.all([loadPdfMake(), logoNode(logoUrl)]);
  const document = { ...definition, content: [{ ...logo, margin: [0, 0, 0, 8] }, ...definition.content] };
  await pdfMake.createPdf(document as TDocumentDefinitions).download(downloadFileName.matchReport(match._id));
}

/** Downloads one team's member list (spec 2.9, 5), saved as {id}-member-list.pdf. */
export async function downloadMemberList(match: DownloadableMatch, side: TeamSide): Promise<void> {
  if (!teamsFinalised(match)) {
    toast.warning(ERRORS.teamListUnavailable, ERRORS.memberListUnavailable);
    return;
  }
  const definition = await fetchDefinition(
    () => reportDocuments.memberList(match._id, side),
    ERRORS.memberListUnavailable,
  );
  if (!definition) return;
  const pdfMake = await loadPdfMake();
  await pdfMake
    .createPdf(definition as TDocumentDefinitions)
    .download(downloadFileName.memberList(match._id));
}
