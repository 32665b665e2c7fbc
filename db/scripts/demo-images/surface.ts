/** The table top the dish stands on. */
import { between, darken, el, lighten, n, type Rng } from './svg.ts';

export type Surface = 'wood' | 'marble' | 'plain' | 'slate' | 'linen';

/** The table top: a gradient rect plus a surface texture. */
export function table(r: Rng, surface: Surface, base: string): string {
  let out = el('rect', { width: 1200, height: 900, fill: 'url(#bg)' });
  const line = darken(base, 0.25);
  if (surface === 'wood') {
    for (let y = 90 + r() * 60; y < 900; y += between(r, 140, 190)) {
      out += el('path', { d: `M0 ${n(y)}H1200`, stroke: line, 'stroke-width': 3, opacity: 0.35 });
      const gy = y + between(r, 30, 90);
      out += el('path', {
        d: `M${n(between(r, 0, 400))} ${n(gy)}q300 ${n(between(r, -18, 18))} 600 0t500 0`,
        fill: 'none',
        stroke: line,
        'stroke-width': 2,
        opacity: 0.18,
      });
    }
  } else if (surface === 'marble') {
    for (let i = 0; i < 4; i++) {
      const y = between(r, 0, 900);
      out += el('path', {
        d: `M-20 ${n(y)}C300 ${n(y + between(r, -250, 250))} 700 ${n(y + between(r, -250, 250))} 1220 ${n(y + between(r, -200, 200))}`,
        fill: 'none',
        stroke: darken(base, 0.18),
        'stroke-width': between(r, 1.5, 4),
        opacity: 0.35,
      });
    }
  } else if (surface === 'slate') {
    for (let i = 0; i < 40; i++)
      out += el('circle', {
        cx: r() * 1200,
        cy: r() * 900,
        r: between(r, 1, 3),
        fill: lighten(base, 0.3),
        opacity: 0.3,
      });
  } else if (surface === 'linen') {
    out += el('rect', { width: 1200, height: 900, fill: 'url(#weave)', opacity: 0.5 });
  } else {
    for (let i = 0; i < 3; i++)
      out += el('circle', {
        cx: r() * 1200,
        cy: r() * 900,
        r: between(r, 160, 300),
        fill: lighten(base, 0.35),
        opacity: 0.18,
      });
  }
  return out;
}
