import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER, renderAt, signedInAs } from '../test-render.tsx';
import { LoginPage } from './LoginPage.tsx';

const notDemo = http.get('/api/auth/demo-credentials', () =>
  HttpResponse.json({ error: { code: 'not_found', message: 'no' } }, { status: 404 }),
);
const server = setupServer(signedInAs(null), notDemo);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it("shows the service's message when the sign-in fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { error: { code: 'invalid_credentials', message: 'Invalid login credentials' } },
          { status: 401 },
        ),
      ),
    );
    renderAt('/admin/login', <LoginPage />);
    await fillAndSubmit('a@b.test', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login credentials');
    expect(screen.queryByTestId('demo-credentials')).toBeNull();
  });

  it('signs in with the typed credentials and goes to /admin', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ user: ADMIN_USER });
      }),
    );
    const { location } = renderAt('/admin/login', <LoginPage />);
    expect(screen.getByLabelText('Email').hasAttribute('required')).toBe(true);
    await fillAndSubmit('admin@example.test', 'secret');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin'));
    expect(sent).toEqual({ email: 'admin@example.test', password: 'secret' });
  });

  it('prints the demo credentials in demo mode', async () => {
    server.use(
      http.get('/api/auth/demo-credentials', () =>
        HttpResponse.json({ email: 'demo@x.test', password: 'pw-123' }),
      ),
    );
    renderAt('/admin/login', <LoginPage />);
    expect((await screen.findByTestId('demo-credentials')).textContent).toContain('demo@x.test');
  });

  it('redirects to /admin when an admin is already signed in', async () => {
    server.use(signedInAs(ADMIN_USER));
    const { location } = renderAt('/admin/login', <LoginPage />);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin'));
  });
});
