import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAVBAR_SCROLL_THRESHOLD, SCROLL_THROTTLE_MS } from '@iprenew/models/browser';
import { throttle } from './use-scrolled-past';

/** SYS-13: scroll handling throttled to 66 ms, the navbar threshold 10. */
describe('throttle (SYS-13)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec’s constants', () => {
    expect([SCROLL_THROTTLE_MS, NAVBAR_SCROLL_THRESHOLD]).toEqual([66, 10]);
  });

  it('runs at once, then at most once per 66 ms, and never drops the last call', () => {
    const run = vi.fn();
    const scroll = throttle(run, SCROLL_THROTTLE_MS);
    scroll.call();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(5);
      scroll.call();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    scroll.call();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('cancel drops a pending call', () => {
    const run = vi.fn();
    const scroll = throttle(run, SCROLL_THROTTLE_MS);
    scroll.call();
    scroll.call();
    scroll.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
