import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSwipe } from './use-swipe.ts';

function Surface(props: { onSwipeLeft: () => void; onSwipeRight: () => void }) {
  return <div data-testid="surface" {...useSwipe(props)} />;
}

function swipe(dx: number, dy = 0) {
  const surface = screen.getByTestId('surface');
  fireEvent.pointerDown(surface, { pointerId: 1, isPrimary: true, clientX: 200, clientY: 300 });
  fireEvent.pointerUp(surface, { pointerId: 1, isPrimary: true, clientX: 200 + dx, clientY: 300 + dy });
}

describe('useSwipe', () => {
  it('reads a horizontal swipe over the threshold as left or right, and nothing else', () => {
    const onSwipeLeft = vi.fn();
    const onSwipeRight = vi.fn();
    render(<Surface onSwipeLeft={onSwipeLeft} onSwipeRight={onSwipeRight} />);
    swipe(-80);
    expect(onSwipeLeft).toHaveBeenCalledTimes(1);
    swipe(90, 20);
    expect(onSwipeRight).toHaveBeenCalledTimes(1);

    swipe(-30); // a tap or a wobble
    swipe(-60, 120); // a scroll
    expect(onSwipeLeft).toHaveBeenCalledTimes(1);
    expect(onSwipeRight).toHaveBeenCalledTimes(1);
  });

  it('forgets a gesture the browser cancelled', () => {
    const onSwipeLeft = vi.fn();
    render(<Surface onSwipeLeft={onSwipeLeft} onSwipeRight={() => {}} />);
    const surface = screen.getByTestId('surface');
    fireEvent.pointerDown(surface, { pointerId: 1, isPrimary: true, clientX: 200, clientY: 300 });
    fireEvent.pointerCancel(surface, { pointerId: 1 });
    fireEvent.pointerUp(surface, { pointerId: 1, isPrimary: true, clientX: 100, clientY: 300 });
    expect(onSwipeLeft).not.toHaveBeenCalled();
  });
});
