/** The keys of the browser-local data, shared by every remote through ui. */
export const STORAGE_KEYS = {
  sessionId: 'viral_session_id',
  /** The spec's user-interaction record, under the key the old site used. */
  interactionRecord: 'viral_user_behavior',
  categoryPreferences: 'user_category_preferences',
  categoryPreferencesSet: 'category_preferences_set',
  explorePreference: 'viral_explore_preference',
  measureSystem: 'viral_measure_system',
  /** Whether feed videos play with sound ('on'), in sessionStorage: a new visit starts muted. */
  feedSound: 'viral_feed_sound',
} as const;
