export { ApiError, toApiError } from './api-error.ts';
export { Button, type ButtonVariant, buttonClass } from './Button.tsx';
export { reportBrokenImage } from './broken-image-report.ts';
export {
  categoryPreferencesSet,
  categoryTagSlug,
  readCategoryPreferences,
  saveCategoryPreferences,
} from './category-preferences.ts';
export { DifficultyBadge } from './DifficultyBadge.tsx';
export { enableExploreMode, exploreModeEnabled } from './explore-preference.ts';
export { fieldClass, labelClass } from './field-styles.ts';
export { Icon, type IconName } from './Icon.tsx';
export { catchEarlyImageError } from './image-failed-early.ts';
export {
  type InteractionRecord,
  readInteractionRecord,
  recentlyViewedIds,
  recordedRecipe,
  recordInteraction,
  recordTagView,
} from './interaction-record.ts';
export { lazyRemote } from './lazy-remote.tsx';
export {
  MEASURE_SYSTEMS,
  type MeasureSystem,
  readMeasureSystem,
  saveMeasureSystem,
} from './measure-preference.ts';
export { createQueryClient } from './query-client.ts';
export { RecipeImage } from './RecipeImage.tsx';
export { RemoteBoundary } from './RemoteBoundary.tsx';
export { RemoteErrorFallback } from './RemoteErrorFallback.tsx';
export { RemoteLoadError } from './remote-load-error.ts';
export { Skeleton } from './Skeleton.tsx';
export { StoredPicture } from './StoredPicture.tsx';
export { getSessionId, SESSION_ID_KEY, visitorHeaders } from './session-id.ts';
export { pageTitle, SITE_NAME } from './site.ts';
export { Toast } from './Toast.tsx';
export { useBrowserValue } from './use-browser-value.ts';
export { useInertOutside } from './use-inert-outside.ts';
export { useIsNarrow, useMediaQuery } from './use-media-query.ts';
export { ServerPageTitle, usePageTitle } from './use-page-title.ts';
