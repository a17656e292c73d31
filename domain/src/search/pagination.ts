/** Team search's pages (spec 2.10 A): 'Previous', 'Page {x} of {y}', 'Next'. */

/** What the pager shows for a page of a list. */
export interface Pager {
  page: number;
  totalPages: number;
  /** 'Page {x} of {y}', word for word. */
  label: string;
  /** Previous is disabled on page 1. */
  hasPrevious: boolean;
  /** Next is disabled on the last page. */
  hasNext: boolean;
}

/** 'Page {x} of {y}'. */
export const pageLabel = (page: number, totalPages: number): string => `Page ${page} of ${totalPages}`;

/** The number of pages a list of `totalCount` items fills, `pageSize` a page; at least one. */
export const pageCount = (totalCount: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, totalCount) / Math.max(1, pageSize)));

/** A page number kept within 1..totalPages (a whole number; anything else is page 1). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages) || 1);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** The pager of `page` in a list of `totalPages` pages (the page clamped into the list). */
export function pagerState(page: number, totalPages: number): Pager {
  const total = Math.max(1, Math.floor(totalPages) || 1);
  const current = clampPage(page, total);
  return {
    page: current,
    totalPages: total,
    label: pageLabel(current, total),
    hasPrevious: current > 1,
    hasNext: current < total,
  };
}
