import type { IconName } from '@viral/ui';

/** The header's four links (spec 2, Shared header and footer). */
export const NAV_LINKS: { href: string; label: string; icon: IconName }[] = [
  { href: '/', label: 'Trending', icon: 'flame' },
  { href: '/explore', label: 'Explore', icon: 'compass' },
  { href: '/categories', label: 'Tags', icon: 'tag' },
  { href: '/search', label: 'Discover', icon: 'search' },
];
