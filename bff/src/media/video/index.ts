// Recipe videos: download, probe and transcode through bounded ffmpeg children (decision 023).
export {
  createVideoPreparer,
  type PreparedVideo,
  prepareVideo,
  type VideoPreparer,
} from './prepare-video.ts';
export { probeVideo, type VideoProbe, VideoRefusedError } from './probe-video.ts';
export { type TranscodedVideo, transcodeVideo } from './transcode-video.ts';
export { TRANSCODE_BOUNDS, VIDEO_LIMITS } from './video-limits.ts';
export { findVideoTools, type VideoTools } from './video-tools.ts';
export type { VideoSink } from './video-worker.ts';
