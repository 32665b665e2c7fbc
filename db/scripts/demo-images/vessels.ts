/** Dishes: each draws itself and reports where the food goes. */
import { darken, el, n, shadowCircle, shadowRect } from './svg.ts';

export type Vessel = 'bowl' | 'plate' | 'skillet' | 'tray' | 'board' | 'dish' | 'glass' | 'mug' | 'ramekin';

/** Where food may go: a disc or a rectangle. */
export type Area = { cx: number; cy: number; r: number } | { x: number; y: number; w: number; h: number };

export interface Drawn {
  under: string;
  over: string;
  area: Area;
}

const rimLight = (cx: number, cy: number, r: number, w: number) =>
  el('path', {
    d: `M${n(cx - r * 0.87)} ${n(cy - r * 0.5)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r * 0.2)} ${n(cy - r * 0.98)}`,
    fill: 'none',
    stroke: '#fff',
    'stroke-width': w,
    'stroke-linecap': 'round',
    opacity: 0.45,
  });

/** Draws a vessel centred on (cx, cy) and returns the food area inside it. */
export function vessel(kind: Vessel, cx: number, cy: number, color: string, inner: string): Drawn {
  const dark = darken(color, 0.14);
  switch (kind) {
    case 'bowl': {
      const R = 300;
      const under =
        shadowCircle(cx, cy, R) +
        el('circle', { cx, cy, r: R, fill: color }) +
        el('circle', { cx, cy, r: R * 0.9, fill: dark });
      return { under, over: rimLight(cx, cy, R * 0.95, 10), area: { cx, cy, r: R * 0.86 } };
    }
    case 'plate': {
      const R = 335;
      const under =
        shadowCircle(cx, cy, R) +
        el('circle', { cx, cy, r: R, fill: color }) +
        el('circle', {
          cx,
          cy,
          r: R * 0.74,
          fill: darken(color, 0.04),
          stroke: dark,
          'stroke-width': 3,
          opacity: 0.9,
        });
      return { under, over: rimLight(cx, cy, R * 0.92, 8), area: { cx, cy, r: R * 0.66 } };
    }
    case 'skillet': {
      const R = 285;
      const handle = `<rect x="${n(cx + R - 30)}" y="${n(cy - 34)}" width="260" height="68" rx="30" fill="#2a2a2d" transform="rotate(-28 ${n(cx)} ${n(cy)})"/>`;
      const under =
        shadowCircle(cx, cy, R) +
        handle +
        el('circle', { cx, cy, r: R, fill: '#2a2a2d' }) +
        el('circle', { cx, cy, r: R * 0.92, fill: '#3a3a3f' });
      return { under, over: rimLight(cx, cy, R * 0.96, 6), area: { cx, cy, r: R * 0.9 } };
    }
    case 'tray':
    case 'board':
    case 'dish': {
      const w = kind === 'board' ? 820 : 780;
      const h = kind === 'board' ? 520 : 540;
      const x = cx - w / 2;
      const y = cy - h / 2;
      const rx = kind === 'tray' ? 26 : kind === 'board' ? 60 : 70;
      let under = shadowRect(x, y, w, h, rx);
      if (kind === 'board')
        under += `<rect x="${n(x + w - 40)}" y="${n(cy - 60)}" width="170" height="120" rx="55" fill="${color}"/>${el('circle', { cx: x + w + 80, cy, r: 22, fill: darken(color, 0.3) })}`;
      if (kind === 'dish')
        under += `<rect x="${n(x - 50)}" y="${n(cy - 70)}" width="${n(w + 100)}" height="140" rx="40" fill="${dark}"/>`;
      under += el('rect', { x, y, width: w, height: h, rx, fill: color });
      const inset = kind === 'tray' ? 22 : kind === 'dish' ? 34 : 0;
      if (inset)
        under += el('rect', {
          x: x + inset,
          y: y + inset,
          width: w - 2 * inset,
          height: h - 2 * inset,
          rx: rx - 10,
          fill: inner,
          stroke: dark,
          'stroke-width': 3,
        });
      const pad = inset + 30;
      return { under, over: '', area: { x: x + pad, y: y + pad, w: w - 2 * pad, h: h - 2 * pad } };
    }
    case 'glass':
    case 'mug': {
      const R = kind === 'glass' ? 220 : 200;
      let under = shadowCircle(cx, cy, R);
      if (kind === 'glass')
        under +=
          el('circle', { cx, cy, r: R + 46, fill: '#c8a27a' }) +
          el('circle', { cx, cy, r: R + 34, fill: 'none', stroke: '#b08760', 'stroke-width': 3 });
      if (kind === 'mug')
        under += el('circle', {
          cx: cx + R + 30,
          cy: cy + 30,
          r: 70,
          fill: 'none',
          stroke: color,
          'stroke-width': 36,
        });
      under += el('circle', {
        cx,
        cy,
        r: R,
        fill: kind === 'glass' ? '#ffffff' : color,
        opacity: kind === 'glass' ? 0.55 : 1,
      });
      const over =
        (kind === 'glass'
          ? el('circle', { cx, cy, r: R - 8, fill: 'none', stroke: '#fff', 'stroke-width': 14, opacity: 0.6 })
          : '') + rimLight(cx, cy, R - 6, 8);
      return { under, over, area: { cx, cy, r: R - 18 } };
    }
    default: {
      const R = 230;
      const under =
        shadowCircle(cx, cy, R + 80) +
        el('circle', { cx, cy, r: R + 90, fill: inner }) +
        el('circle', {
          cx,
          cy,
          r: R,
          fill: color,
          stroke: dark,
          'stroke-width': 16,
          'stroke-dasharray': '10 14',
        });
      return { under, over: rimLight(cx, cy, R, 8), area: { cx, cy, r: R * 0.88 } };
    }
  }
}
