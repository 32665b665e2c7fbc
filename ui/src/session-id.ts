import { SESSION_HEADER, STORAGE_KEYS } from '@viral/domain';

export const SESSION_ID_KEY = STORAGE_KEYS.sessionId;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let inMemoryId: string | undefined;

function randomUuid(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The browser's anonymous session id: created on first need and kept in localStorage. A corrupt
 * value is replaced; without usable storage the id lives for this page only.
 */
export function getSessionId(): string {
  try {
    const stored = localStorage.getItem(SESSION_ID_KEY);
    if (stored !== null && UUID.test(stored)) return stored;
    if (stored !== null) console.warn(`[viral] replacing a corrupt ${SESSION_ID_KEY} value`);
    const id = randomUuid();
    localStorage.setItem(SESSION_ID_KEY, id);
    return id;
  } catch (error) {
    console.warn('[viral] localStorage unavailable; the session id will not survive a reload', error);
    inMemoryId ??= randomUuid();
    return inMemoryId;
  }
}

/** The request headers that make a call count as this browser's visitor (the anonymous session id). */
export const visitorHeaders = (): Record<string, string> => ({ [SESSION_HEADER]: getSessionId() });
