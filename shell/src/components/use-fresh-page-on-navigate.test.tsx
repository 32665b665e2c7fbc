import { act, render } from '@testing-library/react';
import { BOOT_RECIPE_PHOTO_ID } from '@viral/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useFreshPageOnNavigate } from './use-fresh-page-on-navigate.ts';

function Page() {
  useFreshPageOnNavigate();
  return null;
}

const bootPhoto = () => document.getElementById(BOOT_RECIPE_PHOTO_ID);
afterEach(() => bootPhoto()?.remove());

describe('useFreshPageOnNavigate', () => {
  it('keeps the recipe photo painted from the HTML on its own page and drops it on the next one', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.insertAdjacentHTML('afterbegin', `<div id="${BOOT_RECIPE_PHOTO_ID}"></div>`);
    const location = memoryLocation({ path: '/recipe/feta-pasta' });
    render(
      <Router hook={location.hook}>
        <Page />
      </Router>,
    );
    expect(bootPhoto()).not.toBeNull();
    expect(window.scrollTo).not.toHaveBeenCalled();

    act(() => location.navigate('/search'));
    expect(bootPhoto()).toBeNull();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
