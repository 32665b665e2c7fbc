import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@viral/domain';
import { makeTag } from '@viral/domain/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import HomePage from '../pages/HomePage.tsx';
import { renderAt } from '../test-render.tsx';

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
afterEach(() => localStorage.clear());
afterAll(() => server.close());

const openModal = async () => {
  const result = renderAt('/', '/', <HomePage />);
  const dialog = await screen.findByRole('dialog', {}, { timeout: 2000 });
  return { ...result, dialog: within(dialog) };
};

describe('Onboarding', () => {
  it('opens after 1 s when preferences are not set, not before', async () => {
    renderAt('/', '/', <HomePage />);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', {}, { timeout: 1500 })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Welcome to Viral Recipes!' })).toBeDefined();
  });

  it('never opens once category_preferences_set is stored', async () => {
    localStorage.setItem(STORAGE_KEYS.categoryPreferencesSet, 'true');
    renderAt('/', '/', <HomePage />);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Skip stores an empty choice and the flag', async () => {
    const { dialog } = await openModal();
    await userEvent.click(dialog.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.categoryPreferences)).toBe('[]');
    expect(localStorage.getItem(STORAGE_KEYS.categoryPreferencesSet)).toBe('true');
  });

  it('choosing categories: Continue disabled until one is chosen, Back, then complete and /explore', async () => {
    const { dialog, location } = await openModal();
    await userEvent.click(dialog.getByRole('button', { name: /Get Started/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await userEvent.click(dialog.getByRole('button', { name: /Get Started/ }));
    const next = dialog.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(dialog.getByText('Select at least one category')).toBeDefined();
    expect(dialog.queryByRole('button', { name: 'Quick' })).toBeNull();
    await userEvent.click(await dialog.findByRole('button', { name: 'Italian Food' }));
    expect(next.disabled).toBe(false);
    await userEvent.click(next);
    expect(dialog.getByRole('heading', { name: "You're all set!" })).toBeDefined();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.categoryPreferences) ?? '')).toEqual([
      'Italian Food',
    ]);
    const record = JSON.parse(localStorage.getItem(STORAGE_KEYS.behaviour) ?? '{}');
    expect(record.viewedTags).toEqual(['italian-food']);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/explore'), { timeout: 3500 });
  });
});
