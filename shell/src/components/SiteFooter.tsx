import { COPYRIGHT_YEAR } from '@viral/domain';
import { Icon, SITE_NAME } from '@viral/ui';

export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-5 py-8 text-sm text-stone-500 sm:flex-row sm:px-8">
        <p className="flex items-center gap-2">
          <span className="flex size-6 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-accent-500 text-white">
            <Icon name="flame" className="size-3.5" strokeWidth={2.5} />
          </span>
          © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
        </p>
        <p>Made with ❤️ for food lovers everywhere</p>
      </div>
    </footer>
  );
}
