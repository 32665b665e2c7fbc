// The federated screens the shell renders (they take no props; at run time they arrive through Module
// Federation from the manifest URLs of the run-time config).
declare module 'mf_feed/HomePage' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_feed/ExplorePage' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_feed/SearchPage' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_feed/TagIndexPage' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_feed/TagPage' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_feed/SavedPage' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_feed/TagExplorePage' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_recipe/RecipePage' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
declare module 'mf_admin/AdminApp' {
  const Screen: import('react').ComponentType;
  export default Screen;
}
