import { useCallback, useEffect, useRef, useState } from 'react';

const TICK_MS = 250;

type Running = { label: string; totalMs: number; remainingMs: number; endsAt: number | null };

export type StepTimerState = {
  /** What the timer is for ('Step 3'). */
  label: string;
  totalMs: number;
  remainingMs: number;
  running: boolean;
  done: boolean;
};

/**
 * One kitchen timer: start from a step's minutes, pause, resume, reset, stop. It counts against the
 * clock (an end time, not a count of ticks), so a throttled background tab still ends on time;
 * `onDone` is called once when it reaches zero.
 */
export function useStepTimer(onDone: (label: string) => void) {
  const [timer, setTimer] = useState<Running | null>(null);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;

  const endsAt = timer?.endsAt ?? null;
  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const remainingMs = Math.max(0, endsAt - Date.now());
      setTimer((current) =>
        current && current.endsAt === endsAt
          ? { ...current, remainingMs, endsAt: remainingMs === 0 ? null : endsAt }
          : current,
      );
    };
    const interval = setInterval(tick, TICK_MS);
    return () => clearInterval(interval);
  }, [endsAt]);

  const finished = timer !== null && timer.remainingMs === 0;
  const label = timer?.label;
  useEffect(() => {
    if (finished && label !== undefined) doneRef.current(label);
  }, [finished, label]);

  const start = useCallback((nextLabel: string, minutes: number) => {
    const totalMs = minutes * 60_000;
    setTimer({ label: nextLabel, totalMs, remainingMs: totalMs, endsAt: Date.now() + totalMs });
  }, []);
  const pause = useCallback(
    () =>
      setTimer((current) =>
        current?.endsAt
          ? { ...current, remainingMs: Math.max(0, current.endsAt - Date.now()), endsAt: null }
          : current,
      ),
    [],
  );
  const resume = useCallback(
    () =>
      setTimer((current) =>
        current && current.endsAt === null && current.remainingMs > 0
          ? { ...current, endsAt: Date.now() + current.remainingMs }
          : current,
      ),
    [],
  );
  const reset = useCallback(
    () => setTimer((current) => current && { ...current, remainingMs: current.totalMs, endsAt: null }),
    [],
  );
  const stop = useCallback(() => setTimer(null), []);

  const state: StepTimerState | null = timer && {
    label: timer.label,
    totalMs: timer.totalMs,
    remainingMs: timer.remainingMs,
    running: timer.endsAt !== null,
    done: timer.remainingMs === 0,
  };
  return { timer: state, start, pause, resume, reset, stop };
}

/** 600000 → '10:00', 3723000 → '1:02:03': what a kitchen timer shows, rounded up to the second. */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
