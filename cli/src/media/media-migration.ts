import type { MediaMoveStep } from '@viral/domain';
import { type ApiClient, okJson } from '../api-client.ts';

/**
 * Moves the photo files still kept in the database into the media store, step by step through the
 * API (`POST /api/admin/media/migrate`), handing each step to `onStep`. Stopped anywhere, a new
 * run goes on where this one stopped; answers how many files it moved.
 */
export async function runMediaMigration(
  client: ApiClient,
  onStep: (step: MediaMoveStep, movedSoFar: number) => void,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const step = await okJson(client.api.admin.media.migrate.$post());
    moved += step.moved;
    onStep(step, moved);
    // A step that moved nothing with files left means they failed to move: stop rather than spin.
    if (step.remaining === 0 || step.moved === 0) return moved;
  }
}

export function migrationSummary(moved: number, remaining: number): string {
  if (remaining > 0)
    return `Moved ${moved} photo files; ${remaining} are still in the database (the site serves them from there). Run it again to go on.`;
  return moved === 0
    ? 'Every photo file is in the media store already.'
    : `Moved ${moved} photo files into the media store; none is left in the database.`;
}
