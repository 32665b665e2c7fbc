import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './use-wake-lock.ts';

/** A stand-in for navigator.wakeLock that records every lock it hands out. */
function fakeWakeLock() {
  const locks: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
  const request = vi.fn(async (_type: 'screen') => {
    const lock = Object.assign(new EventTarget(), {
      released: false,
      async release() {
        if (lock.released) return;
        lock.released = true;
        lock.dispatchEvent(new Event('release'));
      },
    });
    locks.push(lock);
    return lock;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, locks };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useWakeLock', () => {
  it('asks for a screen lock while mounted and releases it on unmount', async () => {
    const { request, locks } = fakeWakeLock();
    const { result, unmount } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current).toBe('active'));
    expect(request).toHaveBeenCalledWith('screen');
    unmount();
    expect(locks[0]?.released).toBe(true);
  });

  it('asks again when the page becomes visible after the browser dropped the lock', async () => {
    const { request, locks } = fakeWakeLock();
    const { result } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current).toBe('active'));

    // What the browser does when the tab is hidden.
    setVisibility('hidden');
    await act(async () => locks[0]?.release());
    expect(result.current).toBe('released');
    expect(request).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    await waitFor(() => expect(result.current).toBe('active'));
    expect(request).toHaveBeenCalledTimes(2);
    expect(locks[1]?.released).toBe(false);
  });

  it('does not ask twice while it still holds a lock', async () => {
    const { request } = fakeWakeLock();
    const { result } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current).toBe('active'));
    setVisibility('visible');
    await act(async () => {});
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('says the lock was refused, without throwing', async () => {
    const request = vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const { result } = renderHook(() => useWakeLock());
    await waitFor(() => expect(result.current).toBe('released'));
  });

  it('reports an unsupported browser and changes nothing', () => {
    expect('wakeLock' in navigator).toBe(false);
    const { result, unmount } = renderHook(() => useWakeLock());
    expect(result.current).toBe('unsupported');
    setVisibility('visible');
    unmount();
  });
});
