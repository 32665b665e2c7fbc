import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useStepTimer } from './use-step-timer.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useStepTimer', () => {
  it('counts down from the minutes given and calls onDone once at zero', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useStepTimer(onDone));
    expect(result.current.timer).toBeNull();

    act(() => result.current.start('Step 4', 10));
    expect(result.current.timer).toMatchObject({ label: 'Step 4', remainingMs: 600_000, running: true });
    advance(61_000);
    expect(formatCountdown(result.current.timer?.remainingMs ?? -1)).toBe('08:59');

    advance(539_000);
    expect(result.current.timer).toMatchObject({ remainingMs: 0, running: false, done: true });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith('Step 4');
    advance(5_000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('holds still while paused and carries on from there when resumed', () => {
    const { result } = renderHook(() => useStepTimer(() => {}));
    act(() => result.current.start('Step 1', 1));
    advance(20_000);
    act(() => result.current.pause());
    const paused = result.current.timer?.remainingMs;
    expect(paused).toBe(40_000);
    expect(result.current.timer?.running).toBe(false);
    advance(30_000);
    expect(result.current.timer?.remainingMs).toBe(paused);

    act(() => result.current.resume());
    advance(10_000);
    expect(result.current.timer).toMatchObject({ remainingMs: 30_000, running: true });
  });

  it('resets to the full time, stopped, and stop clears it', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useStepTimer(onDone));
    act(() => result.current.start('Step 2', 5));
    advance(90_000);
    act(() => result.current.reset());
    expect(result.current.timer).toMatchObject({ remainingMs: 300_000, running: false, done: false });
    advance(400_000);
    expect(onDone).not.toHaveBeenCalled();
    act(() => result.current.stop());
    expect(result.current.timer).toBeNull();
  });

  it('a new start replaces the running timer', () => {
    const { result } = renderHook(() => useStepTimer(() => {}));
    act(() => result.current.start('Step 2', 5));
    advance(60_000);
    act(() => result.current.start('Step 3', 35));
    expect(result.current.timer).toMatchObject({ label: 'Step 3', remainingMs: 35 * 60_000 });
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, hours when there are any, rounded up', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
  });
});
