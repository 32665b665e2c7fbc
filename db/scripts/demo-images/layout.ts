/** Where the pieces of food go inside a dish. */
import type { Group } from './scene.ts';
import type { Shape } from './shapes.ts';
import { between, type Rng } from './svg.ts';
import type { Area } from './vessels.ts';

export type Pt = [number, number];
/** Pieces that look the same at any angle are placed without a rotation. */
export const ROUND: ReadonlySet<Shape> = new Set(['round', 'coin', 'slice']);
export const isDisc = (a: Area): a is { cx: number; cy: number; r: number } => 'r' in a;
export const centre = (a: Area): Pt => (isDisc(a) ? [a.cx, a.cy] : [a.x + a.w / 2, a.y + a.h / 2]);

/** A random point in the area, keeping a margin from the edge. */
export function sample(r: Rng, a: Area, margin: number): Pt {
  if (isDisc(a)) {
    const ang = r() * Math.PI * 2;
    const d = Math.max(0, a.r - margin) * Math.sqrt(r());
    return [a.cx + Math.cos(ang) * d, a.cy + Math.sin(ang) * d];
  }
  return [
    a.x + margin + r() * Math.max(1, a.w - 2 * margin),
    a.y + margin + r() * Math.max(1, a.h - 2 * margin),
  ];
}

/** Best-candidate sampling: each new point is the candidate farthest from those already placed. */
function spread(count: number, placed: Pt[], sample: () => Pt): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < count; i++) {
    let best: Pt = sample();
    let bestD = -1;
    for (let c = 0; c < 10; c++) {
      const p = c ? sample() : best;
      const d = Math.min(Infinity, ...placed.map((q) => (q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2));
      if (d > bestD) [best, bestD] = [p, d];
    }
    out.push(best);
    placed.push(best);
  }
  return out;
}

/** Samples from a small disc: a tight cluster of pieces. */
const clusterAt = (r: Rng, x: number, y: number, rad: number) => (): Pt => {
  const a = r() * Math.PI * 2;
  const d = rad * Math.sqrt(r());
  return [x + Math.cos(a) * d, y + Math.sin(a) * d];
};

export function positions(r: Rng, a: Area, g: Group, placed: Pt[], sector: [number, number]): Pt[] {
  const [cx, cy] = centre(a);
  const pileRadius = Math.sqrt(g.count) * g.size * 0.95;
  if (g.layout === 'scatter') return spread(g.count, placed, () => sample(r, a, g.size * 0.7));
  if (g.layout === 'pile') return spread(g.count, placed, clusterAt(r, cx, cy, pileRadius));
  if (g.layout === 'sector') {
    const [k, m] = sector;
    const ang = ((k + 0.5) / m) * Math.PI * 2 - Math.PI / 2;
    const reach = isDisc(a) ? a.r : Math.min(a.w, a.h) / 2;
    const d = Math.max(0, reach - pileRadius * 0.9 - g.size * 0.5);
    return spread(g.count, placed, clusterAt(r, cx + Math.cos(ang) * d, cy + Math.sin(ang) * d, pileRadius));
  }
  let pts: Pt[];
  if (g.layout === 'center') {
    const d = g.count > 1 ? g.size * 0.75 : 0;
    pts = Array.from({ length: g.count }, (_, i) => {
      const t = (i / g.count) * Math.PI * 2 + 0.6;
      return [cx + Math.cos(t) * d, cy + Math.sin(t) * d * 0.8] as Pt;
    });
  } else if (g.layout === 'row') {
    const width = isDisc(a) ? a.r * 1.5 : a.w;
    const step = Math.min(g.size * 1.7, width / g.count);
    pts = Array.from(
      { length: g.count },
      (_, i) => [cx + (i - (g.count - 1) / 2) * step, cy + (i % 2 ? -1 : 1) * g.size * 0.3] as Pt,
    );
  } else if (g.layout === 'ring') {
    const [rx, ry] = isDisc(a) ? [a.r * 0.62, a.r * 0.62] : [a.w * 0.36, a.h * 0.34];
    const off = r() * 6;
    pts = Array.from(
      { length: g.count },
      (_, i) =>
        [
          cx + Math.cos(off + (i / g.count) * 6.283) * rx,
          cy + Math.sin(off + (i / g.count) * 6.283) * ry,
        ] as Pt,
    );
  } else {
    const [x0, y0, w, h] = isDisc(a)
      ? [cx - a.r * 0.7, cy - a.r * 0.7, a.r * 1.4, a.r * 1.4]
      : [a.x, a.y, a.w, a.h];
    const cols = Math.max(1, Math.round(Math.sqrt((g.count * w) / h)));
    const rows = Math.ceil(g.count / cols);
    pts = Array.from(
      { length: g.count },
      (_, i) =>
        [
          x0 + ((i % cols) + 0.5) * (w / cols) + between(r, -8, 8),
          y0 + (Math.floor(i / cols) + 0.5) * (h / rows) + between(r, -8, 8),
        ] as Pt,
    );
  }
  placed.push(...pts);
  return pts;
}
