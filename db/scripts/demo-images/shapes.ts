/** Food pieces, drawn once around the origin at size s and then placed with <use>. */
import { between, blob, darken, el, lighten, n, type Rng } from './svg.ts';

export type Shape =
  | 'tube'
  | 'round'
  | 'cube'
  | 'blob'
  | 'egg'
  | 'leaf'
  | 'taco'
  | 'dumpling'
  | 'stick'
  | 'coin'
  | 'slice'
  | 'wedge'
  | 'square'
  | 'ice'
  | 'floret'
  | 'roll'
  | 'shard'
  | 'chip'
  | 'cookie';

type Draw = (r: Rng, s: number, c: string[]) => string;

const col = (c: string[], i: number): string => c[i] ?? c[0] ?? '#cccccc';
const line = (d: string, stroke: string, w: number, extra: Record<string, string | number> = {}) =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...extra });
const circ = (x: number, y: number, r: number, fill: string, extra: Record<string, string | number> = {}) =>
  el('circle', { cx: x, cy: y, r, fill, ...extra });
const shine = (s: number) => circ(-s * 0.35, -s * 0.35, s * 0.26, '#fff', { opacity: 0.45 });

const shapes: Record<Shape, Draw> = {
  tube: (_r, s, c) =>
    el('rect', {
      x: -s,
      y: -s * 0.36,
      width: s * 2,
      height: s * 0.72,
      rx: s * 0.3,
      fill: col(c, 0),
      stroke: darken(col(c, 0), 0.2),
      'stroke-width': 2,
    }) + line(`M${n(-s * 0.7)} 0H${n(s * 0.7)}`, darken(col(c, 0), 0.15), s * 0.14),
  round: (_r, s, c) => circ(0, 0, s, col(c, 0)) + shine(s),
  cube: (_r, s, c) =>
    el('rect', { x: -s, y: -s, width: s * 2, height: s * 2, rx: s * 0.35, fill: darken(col(c, 0), 0.15) }) +
    el('rect', { x: -s * 0.85, y: -s * 0.95, width: s * 1.6, height: s * 1.6, rx: s * 0.3, fill: col(c, 1) }),
  blob: (r, s, c) =>
    el('path', { d: blob(r, 0, 0, s, s * 0.85, 0.35), fill: col(c, 0) }) +
    el('path', { d: blob(r, -s * 0.1, -s * 0.12, s * 0.6, s * 0.5, 0.5), fill: col(c, 1), opacity: 0.85 }),
  egg: (r, s, c) =>
    el('path', { d: blob(r, 0, 0, s, s * 0.9, 0.3), fill: '#fbf8ef' }) +
    circ(s * 0.1, 0, s * 0.38, col(c, 0)) +
    circ(-s * 0.02, -s * 0.12, s * 0.11, '#fff', { opacity: 0.6 }),
  leaf: (_r, s, c) =>
    el('path', { d: `M0 ${n(-s)}Q${n(s * 0.6)} 0 0 ${n(s)}Q${n(-s * 0.6)} 0 0 ${n(-s)}Z`, fill: col(c, 0) }) +
    line(`M0 ${n(-s * 0.8)}V${n(s * 0.9)}`, lighten(col(c, 0), 0.3), 2),
  taco: (r, s, c) => {
    const ks = [-0.8, -0.6, -0.4, -0.2, 0, 0.2, 0.4, 0.6, 0.8];
    const leaves = ks.map((k) => `M${n(k * s)} ${n(-s * 0.2 + between(r, -8, 8))}h0`).join('');
    const spots = [0, 1, 2, 3, 4, 5]
      .map(() => `M${n(between(r, -0.6, 0.6) * s)} ${n(between(r, 0.15, 0.7) * s)}h0`)
      .join('');
    return (
      el('path', { d: blob(r, 0, -s * 0.08, s * 0.95, s * 0.3, 0.35, 9), fill: col(c, 1) }) +
      line(leaves, col(c, 3), s * 0.2) +
      line(
        `M${n(-s * 0.85)} ${n(-s * 0.05)}Q${n(-s * 0.4)} ${n(-s * 0.2)} 0 ${n(-s * 0.06)}T${n(s * 0.85)} ${n(-s * 0.05)}`,
        col(c, 2),
        s * 0.1,
      ) +
      el('path', { d: `M${n(-s)} 0A${n(s)} ${n(s * 0.85)} 0 0 0 ${n(s)} 0Z`, fill: col(c, 0) }) +
      line(`M${n(-s * 0.96)} ${n(s * 0.06)}H${n(s * 0.96)}`, lighten(col(c, 0), 0.25), 6) +
      line(spots, darken(col(c, 0), 0.18), s * 0.07, { opacity: 0.7 })
    );
  },
  dumpling: (_r, s, c) =>
    el('path', {
      d: `M${n(-s)} 0A${n(s)} ${n(s * 0.8)} 0 0 1 ${n(s)} 0Q0 ${n(s * 0.3)} ${n(-s)} 0Z`,
      fill: col(c, 0),
    }) +
    el('ellipse', { cx: 0, cy: -s * 0.3, rx: s * 0.55, ry: s * 0.22, fill: col(c, 1), opacity: 0.55 }) +
    line(
      [-0.5, -0.15, 0.2, 0.55]
        .map((k) => `M${n(k * s)} ${n(-s * 0.05)}l${n(s * 0.08)} ${n(-s * 0.3)}`)
        .join(''),
      darken(col(c, 0), 0.12),
      3,
    ),
  stick: (_r, s, c) =>
    el('rect', {
      x: -s * 1.6,
      y: -s * 0.36,
      width: s * 3.2,
      height: s * 0.72,
      rx: s * 0.36,
      fill: col(c, 0),
    }) +
    line(
      `M${n(-s * 1.3)} ${n(-s * 0.1)}H${n(s * 1.3)}M${n(-s * 1.3)} ${n(s * 0.14)}H${n(s * 1.3)}`,
      col(c, 1),
      s * 0.1,
      { opacity: 0.8 },
    ),
  coin: (_r, s, c) =>
    circ(0, 0, s, darken(col(c, 0), 0.12)) + circ(-s * 0.05, -s * 0.05, s * 0.78, col(c, 1)),
  slice: (_r, s, c) =>
    circ(0, 0, s, col(c, 0)) +
    circ(0, 0, s * 0.8, col(c, 1)) +
    line(
      [0, 1, 2, 3, 4]
        .map((i) => `M${n(Math.cos(i * 1.257) * s * 0.4)} ${n(Math.sin(i * 1.257) * s * 0.4)}h0`)
        .join(''),
      col(c, 2),
      s * 0.16,
    ),
  wedge: (_r, s, c) =>
    el('path', { d: `M${n(-s)} 0A${n(s)} ${n(s)} 0 0 1 ${n(s)} 0Z`, fill: col(c, 0) }) +
    el('path', {
      d: `M${n(-s * 0.8)} 0A${n(s * 0.8)} ${n(s * 0.8)} 0 0 1 ${n(s * 0.8)} 0Z`,
      fill: col(c, 1),
    }),
  square: (_r, s, c) =>
    el('rect', {
      x: -s,
      y: -s * 0.8,
      width: s * 2,
      height: s * 1.6,
      rx: s * 0.25,
      fill: col(c, 0),
      stroke: darken(col(c, 0), 0.15),
      'stroke-width': 3,
    }),
  ice: (_r, s) =>
    el('rect', {
      x: -s,
      y: -s,
      width: s * 2,
      height: s * 2,
      rx: s * 0.4,
      fill: '#fff',
      'fill-opacity': 0.35,
      stroke: '#fff',
      'stroke-opacity': 0.7,
      'stroke-width': 4,
    }),
  floret: (r, s, c) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const a = (i / 5) * Math.PI * 2 + r();
        return circ(Math.cos(a) * s * 0.45, Math.sin(a) * s * 0.45, s * 0.55, i % 2 ? col(c, 0) : col(c, 1));
      })
      .join(''),
  roll: (_r, s, c) =>
    circ(0, 0, s, col(c, 0)) +
    line(
      `M0 0a${n(s * 0.2)} ${n(s * 0.2)} 0 1 1 ${n(s * 0.4)} 0a${n(s * 0.45)} ${n(s * 0.45)} 0 1 1 ${n(-s * 0.85)} 0a${n(s * 0.7)} ${n(s * 0.7)} 0 1 1 ${n(s * 1.35)} 0`,
      col(c, 1),
      s * 0.14,
    ),
  shard: (r, s, c) => {
    const corners = [0, 1, 2, 3, 4, 5].map((i) => {
      const a = (i / 6) * Math.PI * 2 + between(r, -0.3, 0.3);
      const k = between(r, 0.75, 1.1);
      return `${n(Math.cos(a) * s * 1.25 * k)} ${n(Math.sin(a) * s * 0.85 * k)}`;
    });
    const bits = [1, 2, 1, 2, 1].map((i) =>
      circ(between(r, -0.7, 0.7) * s, between(r, -0.45, 0.45) * s, s * between(r, 0.1, 0.2), col(c, i)),
    );
    return (
      el('path', {
        d: `M${corners.join('L')}Z`,
        fill: col(c, 0),
        stroke: darken(col(c, 0), 0.08),
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }) + bits.join('')
    );
  },
  chip: (_r, s, c) =>
    el('path', {
      d: `M0 ${n(-s)}L${n(s * 0.95)} ${n(s * 0.7)}L${n(-s * 0.95)} ${n(s * 0.7)}Z`,
      fill: col(c, 0),
      stroke: darken(col(c, 0), 0.1),
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
  cookie: (r, s, c) =>
    el('path', { d: blob(r, 0, 0, s, s, 0.15, 10), fill: col(c, 0) }) +
    line(
      `M${n(-s * 0.5)} ${n(-s * 0.2)}h${n(s)}M${n(-s * 0.5)} ${n(s * 0.2)}h${n(s)}M${n(-s * 0.2)} ${n(-s * 0.5)}v${n(s)}M${n(s * 0.2)} ${n(-s * 0.5)}v${n(s)}`,
      col(c, 1),
      s * 0.08,
    ),
};

/** Shapes whose look depends on orientation (highlights, open sides) only wobble a little. */
const FIXED: ReadonlySet<Shape> = new Set(['round', 'coin', 'egg', 'taco', 'slice', 'cookie', 'dumpling']);
/** Shapes built from random outlines get two variants so repeated pieces differ. */
const VARIED: ReadonlySet<Shape> = new Set(['blob', 'egg', 'shard', 'cookie', 'floret', 'taco']);

export const spins = (shape: Shape): boolean => !FIXED.has(shape);
export const variants = (shape: Shape): number => (VARIED.has(shape) ? 2 : 1);

export function drawShape(shape: Shape, r: Rng, s: number, colors: string[]): string {
  return shapes[shape](r, s, colors);
}
