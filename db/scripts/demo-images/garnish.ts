/** Garnishes and sauces laid over the food: dots, seeds, herbs, drizzles and swirls. */
import { between, el, n, type Rng } from './svg.ts';

const line = (d: string, stroke: string, w: number, extra: Record<string, string | number> = {}) =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...extra });

export type GarnishKind = 'herbs' | 'dots' | 'seeds' | 'crumbs';

/** Garnish as a single path of short strokes: round dots, sesame seeds, chopped herbs or crumbs. */
export function garnish(
  kind: GarnishKind,
  r: Rng,
  pts: [number, number][],
  color: string,
  size: number,
): string {
  const d = pts
    .map(([x, y]) => {
      if (kind === 'dots') return `M${n(x)} ${n(y)}h0`;
      const a = r() * Math.PI;
      const len = size * (kind === 'seeds' ? 0.8 : 1.1);
      return `M${n(x)} ${n(y)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`;
    })
    .join('');
  const width = kind === 'dots' ? size * 2 : kind === 'seeds' ? size : size * 0.9;
  return el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': kind === 'crumbs' ? 'square' : 'round',
  });
}

/** A squeeze-bottle zigzag of sauce across a disc of radius rad, smoothed into loops. */
export function drizzle(r: Rng, cx: number, cy: number, rad: number, color: string, width: number): string {
  const steps = 12;
  const tilt = between(r, -0.5, 0.5);
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const along = (t - 0.5) * rad * 1.5;
    const across = (i % 2 ? -1 : 1) * rad * between(r, 0.14, 0.26) + between(r, -10, 10);
    pts.push([
      cx + along * Math.cos(tilt) - across * Math.sin(tilt),
      cy + along * Math.sin(tilt) + across * Math.cos(tilt),
    ]);
  }
  let d = `M${n(pts[0]?.[0] ?? cx)} ${n(pts[0]?.[1] ?? cy)}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i] as [number, number];
    const q = pts[i + 1] as [number, number];
    d += `Q${n(p[0])} ${n(p[1])} ${n((p[0] + q[0]) / 2)} ${n((p[1] + q[1]) / 2)}`;
  }
  return line(d, color, width, { opacity: 0.92 });
}

/** A loose spiral, like latte art or a swirl of sauce. */
export function swirl(cx: number, cy: number, rad: number, color: string, width: number): string {
  let d = `M${n(cx)} ${n(cy)}`;
  for (let a = 0.3; a < Math.PI * 6; a += 0.25) {
    const k = (a / (Math.PI * 6)) * rad;
    d += `L${n(cx + Math.cos(a) * k)} ${n(cy + Math.sin(a) * k)}`;
  }
  return line(d, color, width, { 'stroke-linejoin': 'round', opacity: 0.8 });
}
