import { useEffect, useState } from 'react';

export type WakeLockStatus = 'unsupported' | 'pending' | 'active' | 'released';

/**
 * Keeps the screen on while the calling component is mounted, where the browser has the Screen Wake
 * Lock API. The browser drops the lock whenever the page is hidden, so it is asked for again each
 * time the page becomes visible; it is released on unmount.
 */
export function useWakeLock(): WakeLockStatus {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [status, setStatus] = useState<WakeLockStatus>(supported ? 'pending' : 'unsupported');

  useEffect(() => {
    if (!supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let requesting = false;
    let stopped = false;

    const acquire = async () => {
      if (requesting || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      requesting = true;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) {
          await next.release();
          return;
        }
        sentinel = next;
        setStatus('active');
        next.addEventListener('release', () => {
          if (!stopped) setStatus('released');
        });
      } catch {
        // Refused (battery saver, no user activation): the screen may dim, nothing else changes.
        if (!stopped) setStatus('released');
      } finally {
        requesting = false;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
    };

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      sentinel?.release().catch(() => {});
      sentinel = null;
    };
  }, [supported]);

  return status;
}
