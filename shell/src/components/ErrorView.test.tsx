import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { ErrorView } from './ErrorView.tsx';

describe('ErrorView', () => {
  it('shows the error message and its stack', () => {
    const error = new Error('Cannot read properties of undefined');
    render(<ErrorView error={error} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Cannot read properties of undefined');
    expect(document.querySelector('pre')?.textContent).toBe(error.stack);
  });

  it('shows a status with its text', () => {
    render(<ErrorView error={{ status: 404, statusText: 'Not Found' }} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('404 Not Found');
    expect(document.querySelector('pre')).toBeNull();
  });
});

function Crash(): never {
  throw new Error('layout broke');
}

/** Stands in for the router: a location the test can change. */
function Harness() {
  const [location, setLocation] = useState('/a');
  return (
    <>
      <button type="button" onClick={() => setLocation('/b')}>
        navigate
      </button>
      <AppErrorBoundary resetKey={location}>{location === '/a' ? <Crash /> : <p>page b</p>}</AppErrorBoundary>
    </>
  );
}

describe('AppErrorBoundary', () => {
  it('replaces a crashed shell with the error view until the location changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('layout broke')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'navigate' }));
    expect(screen.getByText('page b')).toBeVisible();
  });
});
