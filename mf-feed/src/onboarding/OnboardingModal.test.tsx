import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_TIMINGS_MS, STORAGE_KEYS } from '@viral/domain';
import { makeTag } from '@viral/domain/testing';
import { renderAt } from '@viral/ui/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from '../pages/HomePage.tsx';

const server = setupServer(
  http.get('/api/recipes/featured', () => HttpResponse.json({ items: [] })),
  http.get('/api/recipes/popular', () => HttpResponse.json({ items: [] })),
  http.get('/api/tags', () =>
    HttpResponse.json({
      items: [
        { tag: makeTag('Italian Food', true), usage_count: 5 },
        { tag: makeTag('Breakfast', true), usage_count: 3 },
        { tag: makeTag('Quick', false), usage_count: 9 },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The clock runs by itself (Testing Library and msw need timers); a test that measures a delay
// stops it so that only the test moves it.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});
const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
afterAll(() => server.close());

const openModal = async () => {
  const result = renderAt('/', '/', <HomePage />);
  advance(ONBOARDING_TIMINGS_MS.open);
  return { ...result, dialog: within(await screen.findByRole('dialog')) };
};

describe('Onboarding', () => {
  it('opens after 1 s when preferences are not set, not before', async () => {
    // The dialog's code loads on its first opening; once loaded, an opening shows at that moment.
    (await openModal()).unmount();
    localStorage.clear();
    vi.setTimerTickMode('manual');
    renderAt('/', '/', <HomePage />);
    advance(ONBOARDING_TIMINGS_MS.open - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    advance(1);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Welcome to Viral Recipes!' })).toBeVisible();
  });

  it('never opens once category_preferences_set is stored', async () => {
    localStorage.setItem(STORAGE_KEYS.categoryPreferencesSet, 'true');
    vi.setTimerTickMode('manual');
    renderAt('/', '/', <HomePage />);
    advance(ONBOARDING_TIMINGS_MS.open * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Skip stores an empty choice and the flag', async () => {
    const { dialog } = await openModal();
    await user().click(dialog.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.categoryPreferences)).toBe('[]');
    expect(localStorage.getItem(STORAGE_KEYS.categoryPreferencesSet)).toBe('true');
  });

  it('choosing categories: Continue disabled until one is chosen, Back, then complete and /explore', async () => {
    const { dialog, location } = await openModal();
    const { click } = user();
    await click(dialog.getByRole('button', { name: /Get Started/ }));
    await click(dialog.getByRole('button', { name: 'Back' }));
    await click(dialog.getByRole('button', { name: /Get Started/ }));
    const next = dialog.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(dialog.getByText('Select at least one category')).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Quick' })).toBeNull();
    await click(await dialog.findByRole('button', { name: 'Italian Food' }));
    expect(next.disabled).toBe(false);
    await click(next);
    expect(dialog.getByRole('heading', { name: "You're all set!" })).toBeVisible();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.categoryPreferences) ?? '')).toEqual([
      'Italian Food',
    ]);
    const record = JSON.parse(localStorage.getItem(STORAGE_KEYS.interactionRecord) ?? '{}');
    expect(record.viewedTags).toEqual(['italian-food']);
    // The chosen category sets 10 in its own family: 'Italian Food' is a cuisine.
    expect(record.preferences.cuisineTypes).toEqual({ italian: 10 });
    expect(record.categoryPreferences).toEqual(['Italian Food']);
    advance(ONBOARDING_TIMINGS_MS.completionRedirect);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.history?.at(-1)).toBe('/');
    advance(ONBOARDING_TIMINGS_MS.exploreRedirect);
    expect(location.history?.at(-1)).toBe('/explore');
  });
});
