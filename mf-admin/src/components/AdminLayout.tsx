import { Icon, type IconName } from '@viral/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useSignOut } from '../session.ts';

const NAV: { href: string; label: string; icon: IconName; danger?: boolean }[] = [
  { href: '/admin', label: 'Dashboard', icon: 'dashboard' },
  { href: '/admin/recipes', label: 'Recipe Index', icon: 'list' },
  { href: '/admin/add-recipe', label: 'Add Recipe', icon: 'plus' },
  { href: '/admin/bulk-import', label: 'Bulk Import', icon: 'upload' },
  { href: '/admin/tags', label: 'Tag Management', icon: 'tag' },
  { href: '/admin/utilities', label: 'System Utilities', icon: 'warning', danger: true },
];
const item =
  'flex shrink-0 items-center gap-2 rounded-xl px-2.5 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-brand-500 md:gap-3 md:px-3 md:py-2';

/** The admin layout: the sidebar (its links wrapping into rows above the screen on phones) and the current screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const signOut = useSignOut();
  const leave = () =>
    signOut.mutate(undefined, { onSettled: () => navigate('/admin/login', { replace: true }) });

  return (
    <div className="min-h-svh bg-stone-50 md:flex">
      <aside className="border-stone-200 border-b bg-white md:sticky md:top-0 md:h-svh md:w-64 md:shrink-0 md:border-r md:border-b-0">
        <p className="hidden px-6 pt-6 text-lg font-extrabold md:block">Viral Admin</p>
        <nav aria-label="Admin" className="flex flex-wrap gap-1 p-2 md:flex-col md:flex-nowrap md:p-4">
          <Link href="/" className={`${item} text-stone-600 hover:bg-stone-100`}>
            <Icon name="arrowLeft" /> Back to Site
          </Link>
          {NAV.map((link) => {
            const current = location === link.href;
            return (
              <Link
                key={link.href}
                href={link.href}
                aria-current={current ? 'page' : undefined}
                className={`${item} ${current ? 'bg-brand-50 text-brand-700' : 'text-stone-700 hover:bg-stone-100'}`}
              >
                <Icon name={link.icon} /> {link.label}
                {link.danger && (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-700">
                    DANGER
                  </span>
                )}
              </Link>
            );
          })}
          <button type="button" onClick={leave} className={`${item} text-stone-600 hover:bg-stone-100`}>
            <Icon name="signOut" /> Sign Out
          </button>
        </nav>
      </aside>
      <main className="min-w-0 flex-1 p-4 md:p-8">{children}</main>
    </div>
  );
}
