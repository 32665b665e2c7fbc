import type { ProcessBounds } from './bounded-process.ts';

/** What the importer accepts of a recipe's video, and how its decoders are bounded. */
export const VIDEO_LIMITS = {
  /** A download past this is cut off and refused. */
  maxDownloadBytes: 200 * 1024 * 1024,
  /** The whole download, headers to last byte: a server that drips bytes is cut off here. */
  downloadTimeoutMs: 60_000,
  maxDurationSeconds: 10 * 60,
  /** Past 8K on a side, or 8K UHD's pixel count, a frame is not a recipe video. */
  maxSide: 8192,
  maxPixels: 7680 * 4320,
  /** The stored form: the short side at most this, H.264/AAC, under the bit rate below. */
  maxShortSide: 720,
  /** 1.4 Mbit/s of video and 96 kbit/s of audio stay under 12 MB per minute. */
  videoMaxRateKbps: 1400,
  audioKbps: 96,
  maxFps: 30,
} as const;

// The CPU-time caps bound the work; the wall-clock limits are wider, since at nice 19 on a busy
// machine a child may wait long for a core (ffprobe waited over 15 s at a load average of 40).

/** ffprobe reads headers only: well under a second of CPU and little memory. */
export const PROBE_BOUNDS: ProcessBounds = {
  timeoutMs: 2 * 60_000,
  maxAddressSpaceBytes: 1024 * 1024 * 1024,
  maxRssBytes: 256 * 1024 * 1024,
  maxCpuSeconds: 30,
};

/** A 10-minute clip transcodes well inside this on two cores; x264 at 720p stays near 200 MB resident. */
export const TRANSCODE_BOUNDS: ProcessBounds = {
  timeoutMs: 30 * 60_000,
  maxAddressSpaceBytes: 2 * 1024 * 1024 * 1024,
  maxRssBytes: 768 * 1024 * 1024,
  maxCpuSeconds: 20 * 60,
};

/** Demuxers for the progressive files the importer takes: no playlists (HLS, concat), no network. */
export const INPUT_FORMATS = 'mov,mp4,m4a,3gp,3g2,mj2,matroska,webm';

/** Every decoder run reads one local file: no other protocol, no other demuxer (stdin is closed too). */
export const LOCAL_INPUT = ['-protocol_whitelist', 'file', '-format_whitelist', INPUT_FORMATS];
