/** Shared <defs>: gradients, shadow filters and food textures. */
import type { Scene, Texture } from './scene.ts';
import { darken, lighten } from './svg.ts';

const PATTERNS: Record<Texture, (c: string) => string> = {
  grains: (c) =>
    `<pattern id="tx" width="34" height="30" patternUnits="userSpaceOnUse"><g fill="${c}"><ellipse cx="8" cy="8" rx="6" ry="2.6" transform="rotate(30 8 8)"/><ellipse cx="24" cy="12" rx="6" ry="2.6" transform="rotate(-40 24 12)"/><ellipse cx="14" cy="24" rx="6" ry="2.6" transform="rotate(80 14 24)"/></g></pattern>`,
  dust: (c) =>
    `<pattern id="tx" width="14" height="14" patternUnits="userSpaceOnUse"><g fill="${c}"><circle cx="3" cy="4" r="1.8"/><circle cx="10" cy="10" r="1.4"/></g></pattern>`,
  foam: (c) =>
    `<pattern id="tx" width="44" height="44" patternUnits="userSpaceOnUse"><g fill="none" stroke="${c}" stroke-width="2"><circle cx="10" cy="12" r="6"/><circle cx="30" cy="28" r="4"/><circle cx="34" cy="8" r="3"/></g></pattern>`,
  crumb: (c) =>
    `<pattern id="tx" width="30" height="30" patternUnits="userSpaceOnUse"><g fill="${c}"><rect x="4" y="5" width="5" height="4" transform="rotate(20 6 7)"/><rect x="18" y="16" width="6" height="4"/><rect x="9" y="22" width="4" height="3"/></g></pattern>`,
  noodles: (c) =>
    `<pattern id="tx" width="60" height="22" patternUnits="userSpaceOnUse"><path d="M0 11q15-10 30 0t30 0" fill="none" stroke="${c}" stroke-width="7"/></pattern>`,
};

export function defs(s: Scene, symbols: string): string {
  const [t0, t1] = s.table;
  const base = s.base ?? '#888888';
  return (
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t0}"/><stop offset="1" stop-color="${t1}"/></linearGradient>` +
    `<radialGradient id="fd" cx=".4" cy=".35" r=".75"><stop offset="0" stop-color="${lighten(base, 0.18)}"/><stop offset="1" stop-color="${darken(base, 0.16)}"/></radialGradient>` +
    '<radialGradient id="lt" cx=".22" cy=".12" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="vg" r=".78"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".38"/></radialGradient>' +
    '<filter id="sh" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="22"/></filter>' +
    '<filter id="sm" x="-1" y="-1" width="3" height="3"><feDropShadow dx="8" dy="12" stdDeviation="7" flood-opacity=".3"/></filter>' +
    '<filter id="st"><feGaussianBlur stdDeviation="5"/></filter>' +
    (s.surface === 'linen'
      ? `<pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 4h8M4 0v8" stroke="${darken(t0, 0.12)}" stroke-width="1.5"/></pattern>`
      : '') +
    (s.texture ? PATTERNS[s.texture[0]](s.texture[1]) : '') +
    symbols +
    '</defs>'
  );
}
