/** Things around the dish: a napkin, cutlery and ingredients. */
import { between, blob, el, lighten, n, type Rng, shadowCircle } from './svg.ts';

/** A folded napkin with a stripe, tucked under one corner of the dish. */
export function napkin(r: Rng, color: string): string {
  const x = between(r, 60, 140);
  const y = between(r, 520, 600);
  const a = Math.round(between(r, -18, -6));
  return `<g transform="rotate(${a} ${n(x + 180)} ${n(y + 150)})"><rect x="${n(x)}" y="${n(y)}" width="360" height="300" rx="14" fill="${color}"/><path d="M${n(x)} ${n(y + 40)}h360M${n(x)} ${n(y + 56)}h360" stroke="${lighten(color, 0.55)}" stroke-width="6"/></g>`;
}

export type Cutlery = 'fork' | 'spoon' | 'chopsticks' | 'none';

/** Cutlery lying to the right of the dish. */
export function cutlery(kind: Cutlery, x: number): string {
  const metal = '#d9dde2';
  const y = 250;
  if (kind === 'spoon')
    return `<g ${'filter="url(#sm)"'}>${el('ellipse', { cx: x, cy: y + 40, rx: 42, ry: 60, fill: metal })}${el('rect', { x: x - 10, y: y + 90, width: 20, height: 320, rx: 10, fill: metal })}</g>`;
  if (kind === 'fork')
    return `<g ${'filter="url(#sm)"'}>${el('path', { d: `M${x - 34} ${y}v70q0 40 24 46v300h20v-300q24-6 24-46v-70h-10v64h-10v-64h-10v64h-10v-64h-10v64h-8v-64z`, fill: metal })}</g>`;
  if (kind === 'chopsticks')
    return `<g ${'filter="url(#sm)"'}>${el('path', { d: `M${x - 30} ${y}l20 420M${x + 20} ${y - 10}l-4 430`, stroke: '#c58b52', 'stroke-width': 16, 'stroke-linecap': 'round' })}</g>`;
  return '';
}

const propBowl = (r: Rng, x: number, y: number, fill: string) => {
  let s =
    shadowCircle(x, y, 78) +
    el('circle', { cx: x, cy: y, r: 84, fill: '#f7f5f0' }) +
    el('circle', { cx: x, cy: y, r: 66, fill });
  for (let i = 0; i < 6; i++)
    s += el('circle', {
      cx: x + between(r, -35, 35),
      cy: y + between(r, -35, 35),
      r: between(r, 3, 7),
      fill: lighten(fill, 0.25),
      opacity: 0.7,
    });
  return (
    s +
    el('path', {
      d: `M${x - 70} ${y - 20}A74 74 0 0 1 ${x - 10} ${y - 74}`,
      fill: 'none',
      stroke: '#fff',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.7,
    })
  );
};

const cluster = (r: Rng, x: number, y: number, count: number, draw: (px: number, py: number) => string) => {
  let s = '';
  for (let i = 0; i < count; i++) s += draw(x + between(r, -55, 55), y + between(r, -45, 45));
  return s;
};

/** Props are a named ingredient or 'bowl:#rrggbb' for a little bowl of something. */
export function prop(r: Rng, name: string, x: number, y: number): string {
  if (name.startsWith('bowl:')) return propBowl(r, x, y, name.slice(5));
  switch (name) {
    case 'lime':
    case 'lemon': {
      const [rind, flesh] = name === 'lime' ? ['#5a9e2f', '#c9e27a'] : ['#f2c500', '#fbe58a'];
      const spokes = [0, 1, 2, 3, 4, 5]
        .map((i) => `M${x} ${y}l${n(Math.cos(i * 1.047) * 46)} ${n(Math.sin(i * 1.047) * 46)}`)
        .join('');
      return (
        shadowCircle(x, y, 56) +
        el('circle', { cx: x, cy: y, r: 62, fill: rind }) +
        el('circle', { cx: x, cy: y, r: 52, fill: flesh }) +
        el('path', { d: spokes, stroke: lighten(flesh, 0.5), 'stroke-width': 4 })
      );
    }
    case 'tomatoes':
    case 'berries':
    case 'strawberries':
    case 'eggs': {
      const fill = { tomatoes: '#e0412f', berries: '#3d4e9c', strawberries: '#e23e57', eggs: '#f3e6d3' }[
        name
      ];
      const size = { tomatoes: 26, berries: 14, strawberries: 26, eggs: 40 }[name];
      const count = name === 'berries' ? 9 : 3;
      return cluster(r, x, y, count, (px, py) => {
        const body =
          name === 'eggs'
            ? el('ellipse', {
                cx: px,
                cy: py,
                rx: size * 0.8,
                ry: size,
                fill,
                transform: `rotate(${Math.round(r() * 180)} ${n(px)} ${n(py)})`,
              })
            : el('circle', { cx: px, cy: py, r: size, fill });
        const top =
          name === 'tomatoes' || name === 'strawberries'
            ? el('path', { d: `M${n(px - 10)} ${n(py - size + 4)}l10 8 10-8-10-4z`, fill: '#3f8f3a' })
            : '';
        return (
          body +
          top +
          el('circle', {
            cx: px - size * 0.35,
            cy: py - size * 0.35,
            r: size * 0.25,
            fill: '#fff',
            opacity: 0.4,
          })
        );
      });
    }
    case 'herbs': {
      let leaves = '';
      for (let i = 0; i < 7; i++) {
        const t = i / 6;
        const side = i % 2 ? -1 : 1;
        leaves += `M${n(x - 70 + t * 140)} ${n(y + 60 - t * 120)}l${n(side * 16 + 10)} ${n(side * 18 - 6)}`;
      }
      return (
        el('path', {
          d: `M${x - 70} ${y + 60}Q${x} ${y} ${x + 70} ${y - 60}`,
          fill: 'none',
          stroke: '#3f7d2c',
          'stroke-width': 5,
        }) + el('path', { d: leaves, stroke: '#46933a', 'stroke-width': 22, 'stroke-linecap': 'round' })
      );
    }
    case 'garlic':
      return cluster(
        r,
        x,
        y,
        2,
        (px, py) =>
          el('path', {
            d: blob(r, px, py, 38, 34, 0.15),
            fill: '#f4ede0',
            stroke: '#ddd0bb',
            'stroke-width': 3,
          }) +
          el('path', {
            d: `M${px} ${py - 30}v55M${px - 16} ${py - 24}q-6 26 0 48M${px + 16} ${py - 24}q6 26 0 48`,
            fill: 'none',
            stroke: '#d8cab2',
            'stroke-width': 3,
          }),
      );
    case 'chilli':
      return cluster(
        r,
        x,
        y,
        2,
        (px, py) =>
          el('path', {
            d: `M${px - 50} ${py - 10}Q${px} ${py + 40} ${px + 55} ${py - 5}Q${px + 5} ${py + 15} ${px - 50} ${py - 10}Z`,
            fill: '#c1121f',
          }) +
          el('path', {
            d: `M${px + 55} ${py - 5}l16 -10`,
            stroke: '#3f7d2c',
            'stroke-width': 6,
            'stroke-linecap': 'round',
          }),
      );
    case 'chocolate':
      return cluster(r, x, y, 3, (px, py) =>
        el('rect', {
          x: px - 30,
          y: py - 22,
          width: 60,
          height: 44,
          rx: 4,
          fill: '#4a2718',
          stroke: '#2e170d',
          'stroke-width': 4,
          transform: `rotate(${Math.round(between(r, -40, 40))} ${n(px)} ${n(py)})`,
        }),
      );
    case 'beans':
      return cluster(
        r,
        x,
        y,
        7,
        (px, py) =>
          el('ellipse', { cx: px, cy: py, rx: 16, ry: 11, fill: '#4b2a17' }) +
          el('path', { d: `M${px - 10} ${py}h20`, stroke: '#2a160b', 'stroke-width': 3 }),
      );
    case 'cinnamon':
      return cluster(r, x, y, 2, (px, py) =>
        el('rect', {
          x: px - 80,
          y: py - 12,
          width: 160,
          height: 24,
          rx: 12,
          fill: '#9c5a2c',
          stroke: '#7a4120',
          'stroke-width': 4,
          transform: `rotate(${Math.round(between(r, -30, 30))} ${n(px)} ${n(py)})`,
        }),
      );
    case 'avocado':
      return (
        shadowCircle(x, y, 60) +
        el('path', { d: blob(r, x, y, 62, 78, 0.08), fill: '#2f5d1e' }) +
        el('path', { d: blob(r, x, y, 52, 68, 0.08), fill: '#c5e17a' }) +
        el('circle', { cx: x, cy: y + 12, r: 26, fill: '#8a5a2b' })
      );
    case 'cheese':
      return (
        shadowCircle(x, y, 50) +
        el('path', {
          d: `M${x - 70} ${y + 40}L${x + 70} ${y + 40}L${x + 40} ${y - 50}Z`,
          fill: '#f6d66b',
          stroke: '#e3b93e',
          'stroke-width': 4,
          'stroke-linejoin': 'round',
        }) +
        el('circle', { cx: x + 10, cy: y + 10, r: 9, fill: '#e8be4d' })
      );
    case 'bread':
      return (
        shadowCircle(x, y, 70) +
        el('path', { d: blob(r, x, y, 90, 60, 0.12), fill: '#c98a3c' }) +
        el('path', {
          d: `M${x - 40} ${y - 20}l20 40M${x} ${y - 26}l20 40M${x + 40} ${y - 20}l14 34`,
          stroke: '#f0cf8e',
          'stroke-width': 8,
          'stroke-linecap': 'round',
        })
      );
    default:
      return cluster(r, x, y, 4, (px, py) =>
        el('path', {
          d: `M${px} ${py - 30}L${px + 28} ${py + 22}L${px - 28} ${py + 22}Z`,
          fill: '#f2c14e',
          transform: `rotate(${Math.round(r() * 360)} ${n(px)} ${n(py)})`,
        }),
      );
  }
}
