import { act, render } from '@testing-library/react';
import { BOOT_SCREEN_ID } from '@viral/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useFreshPageOnNavigate } from './use-fresh-page-on-navigate.ts';

function Page() {
  useFreshPageOnNavigate();
  return null;
}

const bootScreen = () => document.getElementById(BOOT_SCREEN_ID);
afterEach(() => bootScreen()?.remove());

describe('useFreshPageOnNavigate', () => {
  it('keeps the screen painted from the HTML on its own page and drops it on the next one', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.insertAdjacentHTML('afterbegin', `<div id="${BOOT_SCREEN_ID}"></div>`);
    const location = memoryLocation({ path: '/search' });
    render(
      <Router hook={location.hook}>
        <Page />
      </Router>,
    );
    expect(bootScreen()).not.toBeNull();
    expect(window.scrollTo).not.toHaveBeenCalled();

    act(() => location.navigate('/categories'));
    expect(bootScreen()).toBeNull();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
