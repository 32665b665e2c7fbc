/**
 * The home hero's picture that shell/public/index.html paints before any script runs. It goes once the
 * first screen (or its fallback) has replaced the loading state, or the visitor has moved elsewhere.
 */
export function removeBootHero() {
  document.getElementById('boot-hero')?.remove();
}
