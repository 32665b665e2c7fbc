import { useQuery } from '@tanstack/react-query';
import { Icon, usePageTitle } from '@viral/ui';
import { okJson } from '@viral/ui/api-client';
import { type FormEvent, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { adminApi, errorMessage } from '../admin-api.ts';
import { isAdmin, useSession, useSignIn } from '../session.ts';

const input =
  'mt-1 w-full rounded-xl border border-stone-300 px-4 py-3 outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-200';

/** /admin/login: e-mail and password; in demo mode the demo admin's sign-in is printed. */
export function LoginPage() {
  usePageTitle('Admin Sign In');
  const [, navigate] = useLocation();
  const session = useSession();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const demo = useQuery({
    queryKey: ['admin', 'demo-credentials'],
    // Outside demo mode the bff answers 404: no hint, and nothing worth logging.
    queryFn: () => okJson(adminApi.auth['demo-credentials'].$get()).catch(() => null),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (isAdmin(session.data)) return <Redirect to="/admin" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password }, { onSuccess: () => navigate('/admin', { replace: true }) });
  };

  return (
    <main className="flex min-h-svh items-center justify-center bg-gradient-to-br from-stone-100 to-brand-50 px-4 py-10">
      <form
        onSubmit={submit}
        className="w-full max-w-md rounded-3xl bg-white p-8 shadow-xl shadow-stone-900/5 ring-1 ring-stone-200"
      >
        <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-ink text-white">
          <Icon name="chef" className="size-6" />
        </span>
        <h1 className="mt-4 text-center text-2xl font-extrabold tracking-tight">Admin Sign In</h1>
        {demo.data && (
          <p
            data-testid="demo-credentials"
            className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-800"
          >
            Demo credentials: <strong>{demo.data.email}</strong> / <strong>{demo.data.password}</strong>
          </p>
        )}
        <label className="mt-6 block text-sm font-medium">
          Email
          <input
            type="email"
            required
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={input}
          />
        </label>
        <label className="mt-4 block text-sm font-medium">
          Password
          <input
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={input}
          />
        </label>
        {signIn.isError && (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-700">
            {errorMessage(signIn.error, 'Failed to sign in')}
          </p>
        )}
        <button
          type="submit"
          disabled={signIn.isPending}
          className="mt-6 w-full rounded-xl bg-brand-700 py-3 font-semibold text-white transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
