import { formatCount } from '@viral/domain';
import { Icon, type IconName } from '@viral/ui';
import { Panel } from './Panel.tsx';

type Props = { views: number; likes: number; shares: number };

/** 'Viral Stats': views, likes and shares. */
export function ViralStatsPanel({ views, likes, shares }: Props) {
  const stats: { icon: IconName; label: string; value: number }[] = [
    { icon: 'eye', label: 'Views', value: views },
    { icon: 'heart', label: 'Likes', value: likes },
    { icon: 'share', label: 'Shares', value: shares },
  ];
  return (
    <Panel id="viral-stats-heading" title="Viral Stats">
      <dl className="grid grid-cols-3 gap-3 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-brand-50 p-3">
            <Icon name={stat.icon} className="mx-auto size-5 text-brand-600" />
            <dd className="mt-1 text-xl font-extrabold" data-testid={`stat-${stat.label.toLowerCase()}`}>
              {formatCount(stat.value)}
            </dd>
            <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{stat.label}</dt>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
