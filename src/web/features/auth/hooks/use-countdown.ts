import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left, ticking down once a second to zero; it starts again with `start(n)`. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(Math.max(0, Math.ceil(from))), []);
  const reset = useCallback(() => setSeconds(0), []);
  return { seconds, start, reset };
}
