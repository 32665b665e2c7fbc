import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useInertOutside } from './use-inert-outside.ts';

function FullScreenLayer() {
  const layer = useRef<HTMLDivElement>(null);
  useInertOutside(layer);
  return (
    <div ref={layer}>
      <button type="button">Close</button>
    </div>
  );
}

function Page({ layerOpen }: { layerOpen: boolean }) {
  return (
    <div>
      <header>
        <a href="/">Home</a>
      </header>
      <main>
        <p>Behind the layer</p>
        {layerOpen && <FullScreenLayer />}
      </main>
      <footer data-testid="footer" inert>
        Already inert
      </footer>
    </div>
  );
}

describe('useInertOutside', () => {
  it('makes the rest of the page inert while the layer is open, and only that', () => {
    const { container, getByText, rerender } = render(<Page layerOpen />);
    expect(container.querySelector('header')?.hasAttribute('inert')).toBe(true);
    expect(getByText('Behind the layer').hasAttribute('inert')).toBe(true);
    expect(getByText('Close').closest('[inert]')).toBeNull();

    rerender(<Page layerOpen={false} />);
    expect(container.querySelector('header')?.hasAttribute('inert')).toBe(false);
    expect(getByText('Behind the layer').hasAttribute('inert')).toBe(false);
    // It did not make the footer inert, so it leaves it as it was.
    expect(getByText('Already inert').hasAttribute('inert')).toBe(true);
  });
});
