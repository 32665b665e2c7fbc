/** A small seeded generator of hostile request values: the same seed gives the same run. */
export class HostileInputs {
  #state: number;
  /** Real values (ids, slugs) mixed in, so some requests get past validation to the handler. */
  readonly known: readonly string[];

  constructor(seed: number, known: readonly string[] = []) {
    this.#state = seed >>> 0;
    this.known = known;
  }

  /** mulberry32 */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  string(): string {
    const kind = this.int(4);
    if (kind === 0 && this.known.length > 0) return this.pick(this.known);
    if (kind === 1) return this.randomCharacters(1 + this.int(40));
    return this.pick(HOSTILE_STRINGS);
  }

  randomCharacters(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String.fromCodePoint(this.pick(CODE_POINT_RANGES)(this.next()));
    return out;
  }

  /** Any JSON value, of any type, sometimes deep. */
  value(depth = 0): unknown {
    switch (this.int(depth > 2 ? 6 : 9)) {
      case 0:
        return null;
      case 1:
        return this.chance(0.5);
      case 2:
        return this.pick(HOSTILE_NUMBERS);
      case 3:
      case 4:
      case 5:
        return this.string();
      case 6:
        return Array.from({ length: this.int(4) }, () => this.value(depth + 1));
      case 7:
        return deepJson(50);
      default:
        return Object.fromEntries(
          Array.from({ length: this.int(4) }, () => [this.string(), this.value(depth + 1)]),
        );
    }
  }

  /** A header value a client can send: Latin-1 without control characters. */
  headerValue(): string {
    return this.string()
      .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '')
      .slice(0, 8_000);
  }
}

/** JSON text nested deeper than JSON.stringify could write it. */
export const deepJsonText = (depth: number) =>
  depth % 2 ? '['.repeat(depth) + ']'.repeat(depth) : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export function deepJson(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\u001b[31mred',
  '\r\nSet-Cookie: x=1',
  '\t',
  '\u007f',
  '\u0085',
  '\u202eevil',
  '\u200b',
  '\ufeff',
  '\ud800',
  'a\udc00b',
  '\uffff',
  '🍝🔥',
  'x'.repeat(10_000),
  'é'.repeat(3_000),
  '../../../etc/passwd',
  "' or 1=1 --",
  '"; drop table recipes; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  'eyJpZCI6IngifQ',
  'MjAyNi0wMS0wMVQwMDowMDowMFo=',
  'a,b,,c,',
  ','.repeat(500),
  'http://127.0.0.1:1/recipe',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'DELETE',
  'easy',
  'likes',
  'copy',
];

const HOSTILE_NUMBERS = [0, -1, 1, 1.5, -0.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE];

/** Functions from [0, 1) to a code point in a range worth trying. */
const range = (from: number, to: number) => (x: number) => from + Math.floor(x * (to - from + 1));
const CODE_POINT_RANGES = [
  range(0x20, 0x7e),
  range(0x20, 0x7e),
  range(0x00, 0x1f),
  range(0x7f, 0x9f),
  range(0xa0, 0x2fff),
  range(0xd800, 0xdfff), // lone surrogates
  range(0xfff0, 0xffff),
  range(0x1f300, 0x1faff),
];
