import { useEffect, useState } from 'react';

/**
 * The answer of one home section's call, or undefined while it loads and when it fails: a section
 * without data hides itself, so one failing call never blocks the rest of the page.
 */
export function useSectionData<T>(load: () => Promise<T>): T | undefined {
  const [data, setData] = useState<T>();
  useEffect(() => {
    let current = true;
    load().then(
      (answer) => {
        if (current) setData(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load]);
  return data;
}
