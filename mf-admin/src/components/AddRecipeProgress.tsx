import { ADD_STATE_MESSAGE } from '../import/import-format.ts';
import type { ImportItem } from '../import/import-types.ts';
import { VideoOutcome } from './VideoOutcome.tsx';

type Props = { active: boolean; item: ImportItem | undefined };

/**
 * The progress box of a running single add. The live region is always rendered (empty when
 * idle) so every state change is announced.
 */
export function AddRecipeProgress({ active, item }: Props) {
  const message = ADD_STATE_MESSAGE[item?.status ?? 'pending'];
  const success = item?.status === 'completed';
  const show = active || success;
  return (
    <div role="status" aria-live="polite">
      {show && (
        <div
          className={`flex items-center gap-3 rounded-2xl p-5 text-sm ring-1 ${success ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-brand-50 text-brand-800 ring-brand-200'}`}
        >
          {!success && (
            <span
              aria-hidden="true"
              className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-500"
            />
          )}
          <div>
            <p data-testid="add-progress">{message}</p>
            {success && <VideoOutcome video={item.video} />}
          </div>
        </div>
      )}
    </div>
  );
}
