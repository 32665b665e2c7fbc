/** The keys of the browser-local data (spec 3, Browser-local data), shared by every remote through ui. */
export const STORAGE_KEYS = {
  sessionId: 'viral_session_id',
  behaviour: 'viral_user_behavior',
  categoryPreferences: 'user_category_preferences',
  categoryPreferencesSet: 'category_preferences_set',
  explorePreference: 'viral_explore_preference',
} as const;

/** How many of the most recently viewed recipes the tag page leaves out, and the feed request sends. */
export const RECENTLY_VIEWED_KEPT = 200;

/** Spec 9: the initial like state is fetched for the first 5 feed items, 300 ms after load. */
export const INITIAL_LIKE_STATE = { items: 5, afterMs: 300 } as const;
/** Spec 9: sitewide preload, current + 5 ahead (2 high, 2 medium, 1 low) + 2 behind, batches of 3. */
export const SITEWIDE_PRELOAD = { ahead: 5, behind: 2, batchSize: 3 } as const;
/** Spec 9: swipe-feed tags shown per item, the rest as '+N'. */
export const FEED_TAGS_SHOWN = { mobile: 3, desktop: 4 } as const;
/** The share message and e-mail subject (spec 9). */
export const shareMessage = (title: string, host: string) =>
  `Check out this viral recipe: ${title} - Found on ${host}!`;
export const shareSubject = (title: string) => `Viral Recipe: ${title}`;
