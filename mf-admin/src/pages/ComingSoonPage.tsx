import { usePageTitle } from '@viral/ui';
import { Link } from 'wouter';

/** The fallback of an unknown /admin path. */
export function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-500">There is no back-office screen at this address.</p>
      <Link href="/admin" className="mt-6 inline-block font-semibold text-brand-600 underline">
        Back to Dashboard
      </Link>
    </section>
  );
}
