import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RecipeImage } from './RecipeImage.tsx';

describe('RecipeImage', () => {
  it('renders a lazy image with its alt text', () => {
    render(<RecipeImage src="/media/demo/pasta.svg" alt="Garlic Pasta" />);
    const image = screen.getByRole('img', { name: 'Garlic Pasta' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('swaps a broken image for a placeholder tile that keeps the alt text', () => {
    const onError = vi.fn();
    const { container } = render(
      <RecipeImage src="/media/missing.jpg" alt="Garlic Pasta" onError={onError} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Garlic Pasta' }));
    const tile = screen.getByRole('img', { name: 'Garlic Pasta' });
    expect(tile.tagName).toBe('DIV');
    expect(container.querySelector('img')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder when there is no image at all', () => {
    const { container } = render(<RecipeImage src={null} alt="Soup" />);
    expect(screen.getByRole('img', { name: 'Soup' }).tagName).toBe('DIV');
    expect(container.querySelector('img')).toBeNull();
  });

  it('hands the loaded image element to onLoad', () => {
    const onLoad = vi.fn();
    render(<RecipeImage src="/media/demo/pasta.svg" alt="Garlic Pasta" onLoad={onLoad} />);
    const image = screen.getByRole('img', { name: 'Garlic Pasta' });
    fireEvent.load(image);
    expect(onLoad).toHaveBeenCalledWith(image);
  });
});
