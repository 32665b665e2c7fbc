/** Composes one recipe scene into a complete SVG document. */
import { defs } from './defs.ts';
import { drizzle, garnish, swirl } from './garnish.ts';
import { centre, isDisc, type Pt, positions, ROUND, sample } from './layout.ts';
import { cutlery, napkin, prop } from './props.ts';
import type { Group, Scene } from './scene.ts';
import { drawShape, spins, variants } from './shapes.ts';
import { table } from './surface.ts';
import { between, blob, el, hash, lighten, n, type Rng, rng } from './svg.ts';
import { type Area, type Vessel, vessel } from './vessels.ts';

const ANCHORS: Pt[] = [
  [95, 110],
  [1105, 105],
  [1110, 800],
  [600, 62],
  [95, 455],
  [1110, 455],
  [330, 835],
  [880, 840],
];

/** Anchors for props that stay clear of the dish, its handle and the cutlery. */
function freeAnchors(r: Rng, kind: Vessel, cx: number, cy: number, a: Area, withCutlery: boolean): Pt[] {
  const half: Pt = isDisc(a) ? [0, 0] : [a.w / 2 + 60, a.h / 2 + 60];
  const reach =
    { bowl: 300, plate: 335, skillet: 285, glass: 220, mug: 200, ramekin: 320 }[kind as string] ?? 0;
  const clear = ([x, y]: Pt) => {
    if (withCutlery && x > 1000 && y > 200 && y < 720) return false;
    if (kind === 'skillet' && Math.hypot(x - (cx + 400), y - (cy - 215)) < 200) return false;
    if (kind === 'mug' && Math.hypot(x - (cx + 230), y - (cy + 30)) < 200) return false;
    if (kind === 'board' && x > 1000 && Math.abs(y - cy) < 170) return false;
    if (reach) return Math.hypot(x - cx, y - cy) > reach + 75;
    const dx = Math.max(0, Math.abs(x - cx) - half[0]);
    const dy = Math.max(0, Math.abs(y - cy) - half[1]);
    return Math.hypot(dx, dy) > 50;
  };
  return ANCHORS.filter(clear).sort(() => r() - 0.5);
}

export function render(slug: string, s: Scene): string {
  const r = rng(hash(slug));
  const cx = Math.round((s.cutlery === 'none' ? 600 : 560) + between(r, -25, 25));
  const cy = Math.round(450 + between(r, -10, 10));
  const v = vessel(s.vessel, cx, cy, s.color, s.inner ?? lighten(s.color, 0.5));
  const a = v.area;
  const [fx, fy] = centre(a);
  let body = table(r, s.surface, s.table[0]);
  if (s.napkin) body += napkin(r, s.napkin);
  const anchors = freeAnchors(r, s.vessel, cx, cy, a, s.cutlery !== 'none');
  s.props.forEach((p, i) => {
    const at = anchors[i];
    if (at) body += prop(r, p, at[0], at[1]);
  });
  body += cutlery(s.cutlery, 1085) + v.under;
  if (s.base) {
    const shape = isDisc(a)
      ? s.vessel === 'plate'
        ? el('path', { d: blob(r, a.cx, a.cy, a.r * 0.92, a.r * 0.86, 0.12, 10), fill: 'url(#fd)' })
        : el('circle', { cx: a.cx, cy: a.cy, r: a.r, fill: 'url(#fd)' })
      : el('rect', { x: a.x - 10, y: a.y - 10, width: a.w + 20, height: a.h + 20, rx: 24, fill: 'url(#fd)' });
    body += shape;
    if (s.texture) body += shape.replace('url(#fd)', 'url(#tx)').replace('/>', ' opacity=".55"/>');
  }
  const placed: Pt[] = [];
  const leaves = s.garnish.filter(([kind, , , size]) => kind === 'herbs' && size >= 12);
  const groups = [
    ...s.groups,
    ...leaves.map(
      ([, color, count, size]): Group => ({ shape: 'leaf', colors: [color], count, size, layout: 'scatter' }),
    ),
  ];
  const sectors = groups.filter((g) => g.layout === 'sector').length;
  let k = 0;
  let symbols = '';
  groups.forEach((g, gi) => {
    const id = String.fromCharCode(97 + gi);
    const count = variants(g.shape);
    for (let v = 0; v < count; v++)
      symbols += `<g id="${id}${v}">${drawShape(g.shape, r, g.size, g.colors)}</g>`;
    const sector: [number, number] = [g.layout === 'sector' ? k++ : 0, Math.max(1, sectors)];
    positions(r, a, g, placed, sector).forEach(([x, y], i) => {
      const turn = Math.round(spins(g.shape) ? r() * 360 : between(r, -15, 15));
      const rotate = ROUND.has(g.shape) ? '' : ` rotate(${turn})`;
      body += `<use href="#${id}${i % count}" transform="translate(${n(x)} ${n(y)})${rotate}"/>`;
    });
  });
  for (const [kind, color, count, size] of s.garnish) {
    if (kind === 'herbs' && size >= 12) continue;
    body += garnish(
      kind,
      r,
      Array.from({ length: count }, () => sample(r, a, size * 2)),
      color,
      size,
    );
  }
  const rad = isDisc(a) ? a.r : (a.w + a.h) / 4;
  if (s.drizzle) body += drizzle(r, fx, fy, rad, s.drizzle[0], s.drizzle[1]);
  if (s.swirl) body += swirl(fx, fy, rad * 0.55, s.swirl, 9);
  body += v.over;
  if (s.steam) {
    const d = [-70, 0, 70]
      .map((dx) => `M${n(fx + dx)} ${n(fy - 30)}c-34-50 34-90 0-140s34-90 0-140`)
      .join('');
    body += el('path', {
      d,
      fill: 'none',
      stroke: '#fff',
      'stroke-width': 12,
      'stroke-linecap': 'round',
      opacity: 0.4,
      filter: 'url(#st)',
    });
  }
  body +=
    el('rect', { width: 1200, height: 900, fill: 'url(#lt)' }) +
    el('rect', { width: 1200, height: 900, fill: 'url(#vg)' });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900">${defs(s, symbols)}${body}</svg>\n`;
}
