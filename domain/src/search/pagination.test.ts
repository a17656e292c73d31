import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEAM_SEARCH_PAGE_SIZE } from '../constants';
import { clampPage, pageCount, pageLabel, pagerState } from './pagination';

describe('pagerState', () => {
  it("should read 'Page {x} of {y}' and disable Previous on the first page and Next on the last", () => {
    expect(pagerState(1, 3)).toEqual({
      page: 1,
      totalPages: 3,
      label: 'Page 1 of 3',
      hasPrevious: false,
      hasNext: true,
    });
    expect(pagerState(2, 3)).toMatchObject({ label: 'Page 2 of 3', hasPrevious: true, hasNext: true });
    expect(pagerState(3, 3)).toMatchObject({ label: 'Page 3 of 3', hasPrevious: true, hasNext: false });
    expect(pagerState(1, 1)).toMatchObject({ label: 'Page 1 of 1', hasPrevious: false, hasNext: false });
  });

  it('should bring a page past either end back into the list', () => {
    expect(pagerState(9, 3)).toMatchObject({ page: 3, label: 'Page 3 of 3', hasNext: false });
    expect(pagerState(0, 3)).toMatchObject({ page: 1, hasPrevious: false });
    expect(pagerState(2, 0)).toMatchObject({ page: 1, totalPages: 1, label: 'Page 1 of 1' });
  });

  it('should always offer a way on unless on the last page, and back unless on the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 500 }), fc.integer({ min: 0, max: 400 }), (page, total) => {
        const state = pagerState(page, total);
        expect(state.page).toBeGreaterThanOrEqual(1);
        expect(state.page).toBeLessThanOrEqual(state.totalPages);
        expect(state.hasPrevious).toBe(state.page > 1);
        expect(state.hasNext).toBe(state.page < state.totalPages);
        expect(state.label).toBe(pageLabel(state.page, state.totalPages));
      }),
    );
  });
});

describe('pageCount', () => {
  it('should fill pages of 100 teams, with one page for none', () => {
    expect(pageCount(0, TEAM_SEARCH_PAGE_SIZE)).toBe(1);
    expect(pageCount(83, TEAM_SEARCH_PAGE_SIZE)).toBe(1);
    expect(pageCount(100, TEAM_SEARCH_PAGE_SIZE)).toBe(1);
    expect(pageCount(101, TEAM_SEARCH_PAGE_SIZE)).toBe(2);
    expect(pageCount(830, TEAM_SEARCH_PAGE_SIZE)).toBe(9);
  });

  it('should hold every item, with the last page never empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 200 }), (count, size) => {
        const pages = pageCount(count, size);
        expect(pages * size).toBeGreaterThanOrEqual(count);
        expect((pages - 1) * size).toBeLessThan(count);
      }),
    );
  });
});

describe('clampPage', () => {
  it('should read a fraction or a non-number as a page in the list', () => {
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 5)).toBe(1);
  });
});
