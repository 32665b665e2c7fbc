// The recipe pieces list screens show at once: shared as `@viral/ui/cards`, a module of its own, so a
// screen without cards (the tag index) does not load them.
export { type Interactions, useInteractions } from './interactions-query.ts';
export { LIKE_DELTA_MS, LikeButton, type LikeButtonProps } from './LikeButton.tsx';
export { RecipeCard, type RecipeCardProps } from './RecipeCard.tsx';
export { ViralBadge } from './ViralBadge.tsx';
