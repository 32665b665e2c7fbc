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

describe('RecipeImage with a stored photo', () => {
  const image = {
    hash: 'a'.repeat(64),
    widths: [320, 640, 800],
    width: 800,
    height: 600,
    placeholder: 'data:image/webp;base64,AAAA',
    color: '#aa5533',
  };

  it('offers every stored width in AVIF, WebP and JPEG with the sizes it is drawn at', () => {
    const { container } = render(
      <RecipeImage src="https://example.com/pasta.jpg" image={image} sizes="50vw" alt="Garlic Pasta" />,
    );
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      `/media/${image.hash}/320.avif 320w, /media/${image.hash}/640.avif 640w, /media/${image.hash}/800.avif 800w`,
    );
    const img = screen.getByRole('img', { name: 'Garlic Pasta' });
    expect(img.getAttribute('src')).toBe(`/media/${image.hash}/640.jpeg`);
    expect(img.getAttribute('srcset')).toContain(`/media/${image.hash}/800.jpeg 800w`);
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('600');
  });

  it('offers only the formats stored so far: WebP alone, as the <img>, until the background pass adds the rest', () => {
    const { container } = render(
      <RecipeImage
        src="https://example.com/pasta.jpg"
        image={{ ...image, formats: ['webp'] }}
        sizes="50vw"
        alt="Garlic Pasta"
      />,
    );
    expect(container.querySelectorAll('picture source')).toHaveLength(0);
    const img = screen.getByRole('img', { name: 'Garlic Pasta' });
    expect(img.getAttribute('src')).toBe(`/media/${image.hash}/640.webp`);
    expect(img.getAttribute('srcset')).toBe(
      `/media/${image.hash}/320.webp 320w, /media/${image.hash}/640.webp 640w, /media/${image.hash}/800.webp 800w`,
    );
  });

  it('falls back to the image address, and reports nothing, when the stored photo fails', () => {
    const onError = vi.fn();
    const { container } = render(
      <RecipeImage src="https://example.com/pasta.jpg" image={image} alt="Garlic Pasta" onError={onError} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Garlic Pasta' }));
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Garlic Pasta' }).getAttribute('src')).toBe(
      'https://example.com/pasta.jpg',
    );
    expect(onError).not.toHaveBeenCalled();
  });
});
