import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useFreshPageOnNavigate } from './use-fresh-page-on-navigate.ts';

function Page() {
  useFreshPageOnNavigate();
  return null;
}

describe('useFreshPageOnNavigate', () => {
  it('leaves the first page where it is and starts the next one at the top', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const location = memoryLocation({ path: '/search' });
    render(
      <Router hook={location.hook}>
        <Page />
      </Router>,
    );
    expect(window.scrollTo).not.toHaveBeenCalled();

    act(() => location.navigate('/categories'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
