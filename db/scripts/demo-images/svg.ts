/** Small, dependency-free helpers for writing compact SVG markup. */

export type Rng = () => number;

/** FNV-1a hash of a string, used to seed the per-recipe random generator. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic mulberry32 generator returning numbers in [0, 1). */
export function rng(seed: number): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [min, max). */
export const between = (r: Rng, min: number, max: number): number => min + r() * (max - min);

/** One element of a list. */
export const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/** Rounds to whole pixels (one decimal below 10) so the files stay small. */
export const n = (x: number): string => String(Math.abs(x) < 10 ? Math.round(x * 10) / 10 : Math.round(x));

/** Serialises an element; attributes with undefined values are skipped. */
export function el(tag: string, attrs: Record<string, string | number | undefined>, inner = ''): string {
  const parts = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`);
  const open = `<${tag}${parts.length ? ` ${parts.join(' ')}` : ''}`;
  return inner ? `${open}>${inner}</${tag}>` : `${open}/>`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number) => {
    const x = (pa >> shift) & 255;
    const y = (pb >> shift) & 255;
    return Math.round(x + (y - x) * t);
  };
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** A smooth closed blob around (cx, cy) with the given radius and wobble (0..1). */
export function blob(
  r: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble: number,
  points = 8,
): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 - wobble / 2 + r() * wobble;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (p: [number, number], q: [number, number]) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const last = pts[points - 1] as [number, number];
  const first = pts[0] as [number, number];
  const start = mid(last, first);
  let d = `M${n(start[0] ?? 0)} ${n(start[1] ?? 0)}`;
  for (let i = 0; i < points; i++) {
    const p = pts[i] as [number, number];
    const q = pts[(i + 1) % points] as [number, number];
    const m = mid(p, q);
    d += `Q${n(p[0])} ${n(p[1])} ${n(m[0] ?? 0)} ${n(m[1] ?? 0)}`;
  }
  return `${d}Z`;
}

/** Positions spread evenly over a disc (sunflower pattern), jittered a little. */
export function discPoints(
  r: Rng,
  count: number,
  cx: number,
  cy: number,
  radius: number,
): [number, number][] {
  const out: [number, number][] = [];
  const offset = r() * Math.PI * 2;
  for (let i = 0; i < count; i++) {
    const d = radius * Math.sqrt((i + 0.5) / count);
    const a = offset + i * 2.39996;
    out.push([cx + Math.cos(a) * d + between(r, -6, 6), cy + Math.sin(a) * d + between(r, -6, 6)]);
  }
  return out;
}

const SHADOW = 'filter="url(#sh)"';

/** A soft blurred shadow under a round object, offset down and to the right. */
export const shadowCircle = (cx: number, cy: number, r: number): string =>
  `<circle cx="${n(cx + 22)}" cy="${n(cy + 30)}" r="${n(r)}" fill="#000" opacity=".32" ${SHADOW}/>`;

/** A soft blurred shadow under a rectangular object. */
export const shadowRect = (x: number, y: number, w: number, h: number, rx: number): string =>
  `<rect x="${n(x + 22)}" y="${n(y + 30)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="#000" opacity=".3" ${SHADOW}/>`;
