import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenLoading } from './ScreenLoading.tsx';

afterEach(() => document.getElementById('boot-hero')?.remove());

describe('ScreenLoading', () => {
  it("removes the HTML's static hero once the screen replaces it, not before", () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="boot-hero"></div>');
    const { unmount } = render(<ScreenLoading />);
    expect(document.getElementById('boot-hero')).not.toBeNull();
    unmount();
    expect(document.getElementById('boot-hero')).toBeNull();
  });
});
