import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionId, SESSION_ID_KEY } from './session-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => localStorage.clear());

describe('getSessionId', () => {
  it('creates a random UUID once and keeps returning it from localStorage', () => {
    const first = getSessionId();
    expect(first).toMatch(UUID);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it('replaces a corrupt stored value with a fresh id and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(SESSION_ID_KEY, '{not an id');
    const id = getSessionId();
    expect(id).toMatch(UUID);
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(id);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('survives unavailable storage with a stable in-memory id and a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const id = getSessionId();
    expect(id).toMatch(UUID);
    expect(getSessionId()).toBe(id);
    expect(warn).toHaveBeenCalled();
  });
});
