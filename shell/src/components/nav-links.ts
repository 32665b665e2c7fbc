import type { IconName } from '@viral/ui';

/** The shared header's four links. */
export const NAV_LINKS: { href: string; label: string; icon: IconName }[] = [
  { href: '/', label: 'Trending', icon: 'flame' },
  { href: '/explore', label: 'Explore', icon: 'compass' },
  { href: '/categories', label: 'Tags', icon: 'tag' },
  { href: '/search', label: 'Discover', icon: 'search' },
];
