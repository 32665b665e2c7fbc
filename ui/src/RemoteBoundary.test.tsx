import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyRemote } from './lazy-remote.tsx';
import { RemoteBoundary } from './RemoteBoundary.tsx';

function Broken(): never {
  throw new Error('remote exploded');
}

let flakyIsBroken = true;
function Flaky() {
  if (flakyIsBroken) throw new Error('remote not ready');
  return <p>loaded</p>;
}

describe('RemoteBoundary', () => {
  it('shows its fallback in place of a remote that throws, and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <p>header</p>
        <RemoteBoundary name="mf_feed/HomePage">
          <Broken />
        </RemoteBoundary>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be loaded.');
    expect(screen.getByText('header')).toBeVisible();
    expect(log.mock.calls.some((call) => String(call[0]).includes('mf_feed/HomePage failed'))).toBe(true);
  });

  it("re-mounts the area on 'Try again'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    flakyIsBroken = true;
    render(
      <RemoteBoundary name="flaky">
        <Flaky />
      </RemoteBoundary>,
    );
    expect(screen.queryByText('loaded')).toBeNull();
    flakyIsBroken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('loaded')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reloads the page on Try again when the remote code failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reloadPage = vi.fn();
    const Home = lazyRemote<object>(() => Promise.reject(new Error('Failed to get manifest')));
    render(
      <RemoteBoundary name="mf_feed/HomePage" loading={<p>loading…</p>} reloadPage={reloadPage}>
        <Home />
      </RemoteBoundary>,
    );
    expect(screen.getByText('loading…')).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('treats an empty module (what the bundler returns after a failed load) as a load failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reloadPage = vi.fn();
    const Home = lazyRemote(() => Promise.resolve({} as { default: () => ReactNode }));
    render(
      <RemoteBoundary name="mf_feed/HomePage" reloadPage={reloadPage}>
        <Home />
      </RemoteBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('renders a remote module that loads', async () => {
    const Home = lazyRemote(() => Promise.resolve({ default: () => <p>remote home</p> }));
    render(
      <RemoteBoundary name="mf_feed/HomePage">
        <Home />
      </RemoteBoundary>,
    );
    expect(await screen.findByText('remote home')).toBeVisible();
  });
});
