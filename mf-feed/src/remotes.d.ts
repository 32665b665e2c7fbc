// Federated modules this remote consumes, typed from the package exports of the remote that exposes
// them (types only: at run time they arrive through Module Federation).
declare module 'mf_recipe/ShareDialog' {
  const ShareDialog: typeof import('@viral/mf-recipe/ShareDialog').default;
  export default ShareDialog;
}
