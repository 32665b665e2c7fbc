/** Where videos' files live in the object store; their index rows (`media_videos.key`) name them whole. */
export const VIDEO_PREFIX = 'videos/';

/** A recipe's stored MP4: one folder per recipe, the file named by its content's SHA-256. */
export const videoObjectKey = (recipeId: string, hash: string) => `${VIDEO_PREFIX}${recipeId}/${hash}.mp4`;

/** Where a stored video is served: its key under `/media/`. */
export const videoAddress = (key: string) => `/media/${key}`;
