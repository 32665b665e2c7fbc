export const WRITES = ['like', 'save', 'view', 'share'] as const;
export type WriteKind = (typeof WRITES)[number];
export const MIXED = ['read', 'browse', ...WRITES] as const;
/** What a visitor browses besides a recipe: lists, tags, their saved recipes. */
const BROWSING = [
  '/api/recipes?limit=5',
  '/api/recipes/popular',
  '/api/recipes/trending',
  '/api/tags',
  '/api/saved',
];

export interface Answer {
  kind: 'read' | 'browse' | WriteKind;
  recipe: string;
  /** The session of a write: a new one for each, so each write that succeeded leaves exactly one row. */
  visitor: string;
  /** 0 when no answer came at all (the connection failed). */
  status: number;
  retryAfter: string | null;
}

export interface Traffic {
  answers: Answer[];
  stop(): Promise<void>;
}

let sessions = 0;
export const newVisitor = () => `chaos-visitor-${process.pid}-${++sessions}`;

/** A request as a visitor's browser sends it: the session header, and its own site's Origin on writes. */
export function visitorRequest(baseUrl: string, kind: Answer['kind'], recipe: string, visitor: string) {
  const headers = { 'x-session-id': visitor, origin: baseUrl, 'content-type': 'application/json' };
  const signal = AbortSignal.timeout(15_000);
  if (kind === 'read') return fetch(`${baseUrl}/api/recipes/${recipe}/interactions`, { headers, signal });
  if (kind === 'browse') {
    const path = BROWSING[Math.floor(Math.random() * BROWSING.length)] ?? '/api/tags';
    return fetch(`${baseUrl}${path}`, { headers, signal });
  }
  const body = kind === 'share' ? JSON.stringify({ channel: 'copy' }) : null;
  return fetch(`${baseUrl}/api/recipes/${recipe}/${kind}`, { method: 'POST', headers, body, signal });
}

/**
 * Visitors browsing, reading recipes and liking, saving, viewing and sharing them, a few at a time,
 * until stopped; every answer is kept. The reads ask for the visitor's own interactions, which no
 * cache can answer, so each one reaches the database; browsing may be answered from a cache.
 */
export function startTraffic(
  baseUrl: string,
  recipes: string[],
  { workers = 4, pauseMs = 30, kinds = MIXED as readonly Answer['kind'][] } = {},
): Traffic {
  const answers: Answer[] = [];
  let running = true;
  const worker = async () => {
    while (running) {
      const kind = kinds[Math.floor(Math.random() * kinds.length)] ?? 'read';
      const recipe = recipes[Math.floor(Math.random() * recipes.length)] ?? '';
      const visitor = newVisitor();
      const answer: Answer = { kind, recipe, visitor, status: 0, retryAfter: null };
      try {
        const res = await visitorRequest(baseUrl, kind, recipe, visitor);
        await res.arrayBuffer();
        answer.status = res.status;
        answer.retryAfter = res.headers.get('retry-after');
      } catch {}
      answers.push(answer);
      await new Promise((wait) => setTimeout(wait, pauseMs));
    }
  };
  const running$ = Promise.all(Array.from({ length: workers }, worker));
  return {
    answers,
    async stop() {
      running = false;
      await running$;
    },
  };
}
