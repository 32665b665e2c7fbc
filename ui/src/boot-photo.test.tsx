import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_RECIPE_PHOTO_ID, replaceBootRecipePhotoWith } from './boot-photo.ts';
import { RemoteErrorFallback } from './RemoteErrorFallback.tsx';

const paintBootPhoto = () =>
  document.body.insertAdjacentHTML('afterbegin', `<div id="${BOOT_RECIPE_PHOTO_ID}"><img alt="" /></div>`);
const bootPhoto = () => document.getElementById(BOOT_RECIPE_PHOTO_ID);

afterEach(() => bootPhoto()?.remove());

describe('the recipe photo painted from the HTML', () => {
  it('stays until the screen’s own photo is decoded, then goes', async () => {
    paintBootPhoto();
    let decoded: () => void = () => {};
    const image = document.createElement('img');
    image.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    replaceBootRecipePhotoWith(image);
    await Promise.resolve();
    expect(bootPhoto()).not.toBeNull();
    decoded();
    await vi.waitFor(() => expect(bootPhoto()).toBeNull());
  });

  it('goes even when the screen’s photo cannot be decoded', async () => {
    paintBootPhoto();
    const image = document.createElement('img');
    image.decode = () => Promise.reject(new Error('EncodingError'));
    replaceBootRecipePhotoWith(image);
    await vi.waitFor(() => expect(bootPhoto()).toBeNull());
  });

  it('does not cover a remote’s error message', () => {
    paintBootPhoto();
    render(<RemoteErrorFallback onRetry={() => {}} />);
    expect(bootPhoto()).toBeNull();
  });
});
