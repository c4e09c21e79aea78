import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms` milliseconds (a weight typed digit by digit, a search keyword letter by letter). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
