import { Icon } from '@viral/ui';
import { sourceHost } from '../format.ts';
import { Panel } from './Panel.tsx';

/** Where the recipe comes from, with a link out. */
export function SourceCard({ url }: { url: string | null }) {
  if (!url) return null;
  const host = sourceHost(url);
  return (
    <Panel id="source-heading" title="Source">
      <p className="text-stone-600">This recipe was adapted from {host ?? 'its original source'}.</p>
      {host && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
        >
          Visit {host} <Icon name="external" className="size-4" />
        </a>
      )}
    </Panel>
  );
}
