import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

/** The system's ffmpeg and ffprobe, found at start-up; without both, video import is off. */
export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
  /** ffmpeg's version line, for the start-up log. */
  version: string;
}

const SYSTEM_DIRS = ['/usr/bin', '/usr/local/bin', '/bin', '/opt/homebrew/bin'];
const pathDirs = () => (process.env.PATH ?? '').split(':').filter((dir) => dir.startsWith('/'));

const locate = (name: string, dirs: readonly string[]) =>
  dirs.map((dir) => `${dir}/${name}`).find((path) => existsSync(path));

/**
 * Finds ffmpeg and ffprobe (in the directories of PATH, then the usual system ones) and checks that
 * they run; null when either is missing or broken. Never throws: a bare machine imports recipes
 * without their videos.
 */
export async function findVideoTools(
  dirs: readonly string[] = [...pathDirs(), ...SYSTEM_DIRS],
): Promise<VideoTools | null> {
  const ffmpeg = locate('ffmpeg', dirs);
  const ffprobe = locate('ffprobe', dirs);
  if (!ffmpeg || !ffprobe) return null;
  try {
    const run = promisify(execFile);
    const [{ stdout }] = await Promise.all([
      run(ffmpeg, ['-hide_banner', '-version'], { timeout: 10_000, env: {} }),
      run(ffprobe, ['-hide_banner', '-version'], { timeout: 10_000, env: {} }),
    ]);
    return { ffmpeg, ffprobe, version: stdout.split('\n')[0]?.trim() ?? 'ffmpeg' };
  } catch {
    return null;
  }
}
