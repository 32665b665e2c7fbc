import { type VideoState, videoOutcomeLabel } from '@viral/domain';

const TONE: Record<VideoState['status'], string> = {
  pending: 'text-brand-800',
  preparing: 'text-brand-800',
  stored: 'text-green-800',
  linked: 'text-stone-600',
  refused: 'text-yellow-800',
};

/** An imported recipe's video in one line: being prepared, stored, kept as a link, or skipped and why. */
export function VideoOutcome({ video }: { video: VideoState | null }) {
  const label = videoOutcomeLabel(video);
  if (!video || !label) return null;
  return (
    <p data-testid="video-outcome" data-status={video.status} className={TONE[video.status]}>
      {label}
    </p>
  );
}
