import { SITEWIDE_PRELOAD } from '@viral/domain';
import { useEffect, useRef, useState } from 'react';

type Priority = 'high' | 'auto' | 'low';

/** Preloads the current image + 5 ahead (2 high, 2 medium, 1 low) and 2 behind (medium), in that order. */
export function preloadPlan(urls: (string | null)[], index: number): { url: string; priority: Priority }[] {
  const ahead: Priority[] = ['high', 'high', 'auto', 'auto', 'low'];
  const plan: { url: string | null | undefined; priority: Priority }[] = [
    { url: urls[index], priority: 'high' },
    ...ahead.slice(0, SITEWIDE_PRELOAD.ahead).map((priority, n) => ({ url: urls[index + n + 1], priority })),
    ...Array.from({ length: SITEWIDE_PRELOAD.behind }, (_, n) => ({
      url: index - n - 1 >= 0 ? urls[index - n - 1] : null,
      priority: 'auto' as Priority,
    })),
  ];
  return plan.filter((entry): entry is { url: string; priority: Priority } => Boolean(entry.url));
}

function load(url: string, priority: Priority): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.fetchPriority = priority;
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false); // a failed preload is ignored
    image.src = url;
  });
}

/** Preloads the planned images in batches of 3; returns the set of URLs that have loaded. */
export function useImagePreload(urls: (string | null)[], index: number): ReadonlySet<string> {
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const started = useRef(new Set<string>());
  useEffect(() => {
    let cancelled = false;
    const todo = preloadPlan(urls, index).filter((entry) => !started.current.has(entry.url));
    (async () => {
      for (let start = 0; start < todo.length && !cancelled; start += SITEWIDE_PRELOAD.batchSize) {
        const batch = todo.slice(start, start + SITEWIDE_PRELOAD.batchSize);
        for (const entry of batch) started.current.add(entry.url);
        const results = await Promise.all(batch.map((entry) => load(entry.url, entry.priority)));
        setLoaded((current) => {
          const next = new Set(current);
          for (const [n, entry] of batch.entries()) if (results[n]) next.add(entry.url);
          return next;
        });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [urls, index]);
  return loaded;
}
