import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { useFreshPageOnNavigate } from './use-fresh-page-on-navigate.ts';

/** The public pages' frame: header, the screen, footer. A new path starts at the top of the page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  useFreshPageOnNavigate();

  return (
    <div className="flex min-h-svh flex-col">
      <SiteHeader />
      <main className="min-h-[calc(100svh-5rem)] flex-1">{children}</main>
      <SiteFooter />
    </div>
  );
}
