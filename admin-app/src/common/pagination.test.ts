import { describe, expect, it } from 'vitest';
import { pageWindow, shouldResetPage, shownRange } from './pagination';

describe('pageWindow (SYS-9: 5 page buttons)', () => {
  it('shows exactly 5 consecutive pages when there are 5 or more', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
    for (let page = 1; page <= 40; page += 1) {
      const pages = pageWindow(page, 40);
      expect(pages).toHaveLength(5);
      expect(pages).toContain(page);
    }
  });

  it('shows every page when there are fewer than 5, and none when there is nothing', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('keeps the window inside the pages when the page is out of range', () => {
    expect(pageWindow(9, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(0, 8)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('shownRange (SYS-11)', () => {
  it('gives the first and last row of the page', () => {
    expect(shownRange(1, 10, 42)).toEqual({ from: 1, to: 10 });
    expect(shownRange(5, 10, 42)).toEqual({ from: 41, to: 42 });
    expect(shownRange(2, 25, 26)).toEqual({ from: 26, to: 26 });
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('shouldResetPage (SYS-10)', () => {
  it('resets to page 1 when the total changes, never on the first answer or on page 1', () => {
    expect(shouldResetPage(42, 41, 3)).toBe(true);
    expect(shouldResetPage(42, 43, 2)).toBe(true);
    expect(shouldResetPage(42, 42, 3)).toBe(false);
    expect(shouldResetPage(undefined, 42, 3)).toBe(false);
    expect(shouldResetPage(42, 41, 1)).toBe(false);
    expect(shouldResetPage(42, undefined, 3)).toBe(false);
  });
});
