import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../import/fake-event-source.ts';
import { makeItem, makeJob, makeSummary } from '../import/import-fixtures.ts';
import type { ImportItem } from '../import/import-types.ts';
import { renderAt } from '../test-render.tsx';
import { AddRecipePage } from './AddRecipePage.tsx';

let body: unknown;
const server = setupServer(
  http.post('/api/admin/imports', async ({ request }) => {
    body = await request.json();
    return HttpResponse.json(makeJob([makeItem()]), { status: 202 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const URL_ = 'https://food.example/lasagna';
const button = () => screen.getByRole('button', { name: /Validate & Generate Recipe|Processing\.\.\./ });

async function submit(url = URL_) {
  await userEvent.type(screen.getByLabelText('Recipe URL'), url);
  await userEvent.click(button());
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  return FakeEventSource.latest();
}
const change = (source: FakeEventSource, item: Partial<ImportItem>) =>
  act(() => source.emit('item', { item: makeItem(item), summary: makeSummary() }));

describe('AddRecipePage', () => {
  it('walks the state messages and redirects to the new recipe after 2 s', async () => {
    const { location } = renderAt('/admin/add-recipe', <AddRecipePage />);
    expect(button()).toHaveProperty('disabled', true);
    expect(screen.getByText('Processing may take 30-90 seconds.')).toBeVisible();
    const source = await submit();
    expect(body).toEqual({ urls: [URL_] });
    expect(source.url).toBe('/api/admin/imports/job-1/events');
    expect(button().textContent).toBe('Processing...');
    expect(button()).toHaveProperty('disabled', true);
    const progress = () => screen.getByTestId('add-progress').textContent;
    change(source, { status: 'validating' });
    expect(progress()).toBe('Validating URL and checking if it contains a valid recipe...');
    change(source, { status: 'processing' });
    expect(progress()).toBe('Analyzing recipe content and generating comprehensive data...');
    change(source, { status: 'categorizing' });
    expect(progress()).toBe('Automatically categorizing recipe and assigning to appropriate categories...');
    change(source, {
      status: 'completed',
      recipe: { id: 'r9', slug: 'best-lasagna', title: 'Best Lasagna' },
      video: { status: 'pending', reason: null },
    });
    expect(progress()).toBe('Recipe successfully created and categorized! Redirecting to recipe page...');
    expect(screen.getByTestId('video-outcome').textContent).toBe('Video being prepared');
    expect(location.history.at(-1)).toBe('/admin/add-recipe');
    await waitFor(() => expect(location.history.at(-1)).toBe('/recipe/best-lasagna'), { timeout: 3000 });
  });

  it('shows the failure panel of an invalid page with its reason, confidence and type', async () => {
    renderAt('/admin/add-recipe', <AddRecipePage />);
    const source = await submit();
    const validation = {
      is_recipe: false,
      confidence: 35,
      reason: 'The page lists several recipes',
      page_type: 'recipe_list' as const,
      detected_recipes_count: 4,
    };
    change(source, { status: 'skipped', validation, error: 'Validation failed: x' });
    act(() =>
      source.emit('done', {
        id: 'job-1',
        status: 'completed',
        summary: makeSummary({ processed: 1, skipped: 1 }),
      }),
    );
    expect(screen.getByTestId('failure-message').textContent).toBe(
      'Invalid Recipe URL: The page lists several recipes (Confidence: 35%, Type: recipe_list)',
    );
    expect(screen.getByTestId('failure-page-type').textContent).toBe('recipe_list');
    expect(screen.getByTestId('failure-confidence').textContent).toBe('35%');
    expect(screen.getByTestId('failure-count').textContent).toBe('4');
    expect(screen.queryByTestId('add-progress')).toBeNull();
    expect(button().textContent).toBe('Validate & Generate Recipe');
    expect(screen.getByLabelText('Recipe URL')).toHaveProperty('value', URL_);
  });

  it('words a low confidence page and links a duplicate to the existing recipe', async () => {
    renderAt('/admin/add-recipe', <AddRecipePage />);
    const source = await submit();
    const validation = {
      is_recipe: true,
      confidence: 60,
      reason: 'No steps',
      page_type: 'single_recipe' as const,
      detected_recipes_count: 1,
    };
    change(source, { status: 'skipped', validation });
    expect(screen.getByTestId('failure-message').textContent).toBe(
      'Low Confidence Recipe: No steps (Confidence: 60%). This URL may not contain a complete, cookable recipe.',
    );
    change(source, {
      status: 'skipped',
      error: 'Already imported',
      recipe: { id: 'r1', slug: 'old', title: 'Old One' },
    });
    expect(screen.getByTestId('failure-message').textContent).toBe('Already imported');
    expect(screen.getByRole('link', { name: /View the existing recipe/ }).getAttribute('href')).toBe(
      '/recipe/old',
    );
  });

  it('shows an error in red with the panel default', async () => {
    renderAt('/admin/add-recipe', <AddRecipePage />);
    const source = await submit();
    change(source, { status: 'error', error: 'Failed to fetch recipe content: 404' });
    expect(screen.getByTestId('failure-message').textContent).toBe('Failed to fetch recipe content: 404');
    expect(screen.getByText('An error occurred while processing the recipe')).toBeVisible();
    change(source, { status: 'error', error: null });
    expect(screen.getByTestId('failure-message').textContent).toBe('Failed to generate recipe from URL');
  });

  it('sends a pasted page source as a page', async () => {
    renderAt('/admin/add-recipe', <AddRecipePage />);
    await userEvent.click(screen.getByText('or paste the page source'));
    await userEvent.type(screen.getByLabelText(/Page source \(HTML\)/), '<html>hi</html>');
    await submit();
    expect(body).toEqual({ pages: [{ url: URL_, html: '<html>hi</html>' }] });
  });

  it('shows a refused start in red and keeps the input', async () => {
    renderAt('/admin/add-recipe', <AddRecipePage />);
    await userEvent.type(screen.getByLabelText('Recipe URL'), URL_);
    server.use(
      http.post('/api/admin/imports', () =>
        HttpResponse.json({ error: { message: 'Please enter at least one valid URL' } }, { status: 400 }),
      ),
    );
    await userEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter at least one valid URL');
    expect(screen.getByLabelText('Recipe URL')).toHaveProperty('value', URL_);
  });
});
