import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import AdminApp from './AdminApp.tsx';
import { ADMIN_USER, renderAt, signedInAs } from './test-render.tsx';

const server = setupServer(
  http.get('/api/auth/demo-credentials', () =>
    HttpResponse.json({ error: { code: 'not_found', message: 'x' } }, { status: 404 }),
  ),
  http.get('/api/admin/stats', () =>
    HttpResponse.json({
      total: 3,
      avgTime: 25,
      avgCost: 4.5,
      byDifficulty: { easy: 2, medium: 1, hard: 0 },
      withVideo: 7,
    }),
  ),
  http.get('/api/admin/recipes', () => HttpResponse.json({ items: [], total: 0, catalogue_total: 0 })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AdminApp guard and layout', () => {
  it('shows a spinner while the session is checked, then sends visitors to /admin/login', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/auth/me', async () => {
        await delay(50);
        return HttpResponse.json({ user: null });
      }),
    );
    const { container, location } = renderAt('/admin/tags', <AdminApp />);
    expect(container.firstElementChild?.getAttribute('data-mf')).toBe('mf_admin');
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    expect(location.history?.at(-1)).toBe('/admin/login');
  });

  it('keeps signed-in non-admins out too', async () => {
    server.use(signedInAs({ ...ADMIN_USER, role: 'user' } as never));
    const { location } = renderAt('/admin', <AdminApp />);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/login'));
  });

  it('shows the dashboard cards and the sidebar to an admin, and signs out to /admin/login', async () => {
    let signedOut = false;
    server.use(
      http.get('/api/auth/me', () => HttpResponse.json({ user: signedOut ? null : ADMIN_USER })),
      http.post('/api/auth/logout', () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { location } = renderAt('/admin', <AdminApp />);
    expect(await screen.findByText('$4.50')).toBeVisible();
    expect(screen.getByText('25m')).toBeVisible();
    expect(screen.getByTestId('stat-With Video').textContent).toBe('7');
    expect(await screen.findByText('No recipes yet')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(nav.textContent).toContain('DANGER');
    expect(screen.getByRole('link', { name: /Back to Site/ }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: /Dashboard/ }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: /Sign Out/ }));
    await waitFor(() => expect(signedOut).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    expect(location.history?.at(-1)).toBe('/admin/login');
  });
});

describe('AdminApp when the session ends on the server', () => {
  it('sends the admin to /admin/login once an admin call answers 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      signedInAs(ADMIN_USER),
      http.get('/api/admin/purge', () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'Sign in' } }, { status: 401 }),
      ),
    );
    const { location } = renderAt('/admin/utilities', <AdminApp />);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/login'));
  });
});
