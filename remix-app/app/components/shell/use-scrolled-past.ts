import { useEffect, useState } from 'react';
import { NAVBAR_SCROLL_THRESHOLD, SCROLL_THROTTLE_MS } from '@iprenew/models/browser';

/**
 * A leading-and-trailing throttle: `run` at once, then at most once per `waitMs`, the last call
 * always honoured (so the final scroll position is never missed).
 */
export function throttle(run: () => void, waitMs: number, now: () => number = Date.now): { call: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = now();
    run();
  };
  return {
    call() {
      const wait = last + waitMs - now();
      if (wait <= 0) fire();
      else if (timer === null) timer = setTimeout(fire, wait);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

/** SYS-13: whether the window is scrolled past NAVBAR_SCROLL_THRESHOLD, read at most every SCROLL_THROTTLE_MS. */
export function useScrolledPast(threshold: number = NAVBAR_SCROLL_THRESHOLD): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const read = throttle(() => setPast(window.scrollY > threshold), SCROLL_THROTTLE_MS);
    read.call();
    window.addEventListener('scroll', read.call, { passive: true });
    return () => {
      window.removeEventListener('scroll', read.call);
      read.cancel();
    };
  }, [threshold]);
  return past;
}
