// Federated modules this remote consumes, typed from the remote's own source (types only: at run time
// they arrive through Module Federation).
declare module 'mf_recipe/RecipeCard' {
  const RecipeCard: typeof import('../../mf-recipe/src/components/RecipeCard.tsx').default;
  export default RecipeCard;
}
declare module 'mf_recipe/LikeButton' {
  const LikeButton: typeof import('../../mf-recipe/src/components/LikeButton.tsx').default;
  export default LikeButton;
}
declare module 'mf_recipe/ShareDialog' {
  const ShareDialog: typeof import('../../mf-recipe/src/components/ShareDialog.tsx').default;
  export default ShareDialog;
}
