import { Icon, SITE_NAME } from '@viral/ui';
import { Link } from 'wouter';

/** The trending identity: a flame badge and the brand, linking home. */
export function BrandLogo() {
  return (
    <Link
      href="/"
      className="group flex items-center gap-2.5 rounded-xl focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <span className="flex size-10 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-lg shadow-accent-500/30 transition group-hover:rotate-6">
        <Icon name="flame" className="size-6" strokeWidth={2.25} />
      </span>
      <span className="text-xl font-black tracking-tight text-ink">{SITE_NAME}</span>
    </Link>
  );
}
