import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DifficultyBadge } from './DifficultyBadge.tsx';

describe('DifficultyBadge', () => {
  it('names the difficulty in Title Case', () => {
    render(<DifficultyBadge difficulty="medium" />);
    expect(screen.getByText('Medium').className).toContain('bg-amber-100 text-amber-800');
  });

  it('shows nothing for a recipe without a difficulty, or the fallback given', () => {
    const { container } = render(<DifficultyBadge difficulty={null} />);
    expect(container.textContent).toBe('');
    render(<DifficultyBadge difficulty={null} fallback={<span>-</span>} />);
    expect(screen.getByText('-')).toBeTruthy();
  });
});
