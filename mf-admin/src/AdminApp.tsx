import './styles.css';
import { Icon, SITE_NAME, usePageTitle } from '@viral/ui';
import { Link } from 'wouter';

/**
 * Everything under /admin, rendered by the shell without the public header and footer. For now an
 * honest placeholder: sign-in, the guard and the back-office screens arrive with the admin issue.
 */
export default function AdminApp() {
  usePageTitle('Admin');
  return (
    <main
      data-mf="mf_admin"
      className="flex min-h-svh items-center justify-center bg-gradient-to-br from-stone-100 to-brand-50 px-6"
    >
      <section className="w-full max-w-lg rounded-3xl bg-white p-10 text-center shadow-xl shadow-stone-900/5 ring-1 ring-stone-200">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-ink text-white">
          <Icon name="chef" className="size-7" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight">Admin</h1>
        <p className="mt-3 text-stone-500">
          The {SITE_NAME} back-office (sign-in, dashboard, recipes, imports, tags and utilities) arrives with
          the admin issue.
        </p>
        <Link
          href="/"
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-500 px-6 py-3 font-semibold text-white transition hover:bg-brand-600"
        >
          <Icon name="arrowLeft" className="size-4" /> Back to Site
        </Link>
      </section>
    </main>
  );
}
