import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { isAdmin, useEndSessionOnUnauthorized, useSession } from '../session.ts';
import { Spinner } from './Spinner.tsx';

/** The admin guard: checking (spinner), then allowed or sent to /admin/login. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  useEndSessionOnUnauthorized();
  if (session.isPending) {
    return (
      <div className="flex min-h-svh items-center justify-center">
        <Spinner label="Checking your session..." />
      </div>
    );
  }
  if (!isAdmin(session.data)) return <Redirect to="/admin/login" replace />;
  return <>{children}</>;
}
