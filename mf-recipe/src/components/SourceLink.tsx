import { Icon } from '@viral/ui';
import { sourceHost } from '../format.ts';

/** 'Original Recipe from {host}', or 'Original Source' when the URL is not valid. */
export function SourceLink({ url }: { url: string | null }) {
  if (!url) return null;
  const host = sourceHost(url);
  return (
    <a
      href={host ? url : undefined}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <Icon name="external" className="size-4" />
      {host ? `Original Recipe from ${host}` : 'Original Source'}
    </a>
  );
}
