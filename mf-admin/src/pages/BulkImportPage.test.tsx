import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../import/fake-event-source.ts';
import { makeItem, makeJob, makeSummary } from '../import/import-fixtures.ts';
import type { ImportItem } from '../import/import-types.ts';
import { renderAt } from '../test-render.tsx';
import { BulkImportPage } from './BulkImportPage.tsx';

const A = 'https://a.example/one';
const B = 'https://b.example/two';
const items = [makeItem({ id: 'a', url: A }), makeItem({ id: 'b', position: 1, url: B })];
let body: unknown;
const server = setupServer(
  http.post('/api/admin/imports', async ({ request }) => {
    body = await request.json();
    return HttpResponse.json(makeJob(items, { id: 'job-7' }), { status: 202 });
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

const field = () => screen.getByLabelText('Recipe URLs (one per line)') as HTMLTextAreaElement;
const startButton = () => screen.getByRole('button', { name: /Start Bulk Import|Importing\.\.\./ });
const stat = (label: string) => screen.getByTestId(`stat-${label}`).textContent;

describe('BulkImportPage', () => {
  it('adds https:// lines, alerts when no line is a URL, and clears everything', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/admin/bulk-import', <BulkImportPage />);
    expect(field().rows).toBe(8);
    expect(startButton()).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Add URL' }));
    expect(field().value).toBe('https://');
    await userEvent.type(field(), 'x.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add URL' }));
    expect(field().value).toBe('https://x.example\nhttps://');
    await userEvent.clear(field());
    await userEvent.type(field(), 'not a url{enter}  ');
    await userEvent.click(startButton());
    expect(alert).toHaveBeenCalledWith('Please enter at least one valid URL');
    expect(body).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(field().value).toBe('');
  });

  it('follows the run: counters, estimate, per-URL details and the end summary', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { location } = renderAt('/admin/bulk-import', <BulkImportPage />);
    await userEvent.type(field(), ` ${A}{enter}{enter}ftp://nope{enter}${B}`);
    await userEvent.click(startButton());
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(body).toEqual({ urls: [A, B] });
    expect(location.history.at(-1)).toBe('/admin/bulk-import?job=job-7');
    expect(startButton().textContent).toBe('Importing...');
    expect(screen.getByTestId('processed').textContent).toBe('0 of 2 processed');
    expect(stat('Time Remaining')).toBe('Calculating...');
    const source = FakeEventSource.latest();
    const recipe = { id: 'r1', slug: 'one-pot', title: 'One Pot Pasta' };
    act(() =>
      source.emit('item', {
        item: makeItem({
          id: 'a',
          url: A,
          status: 'completed',
          recipe,
          categories: ['Dinner', 'Italian'],
          started_at: '2025-01-01T00:00:00Z',
          finished_at: '2025-01-01T00:00:03Z',
        }),
        summary: makeSummary({ total: 2, processed: 1, completed: 1, remaining_seconds: 75 }),
      }),
    );
    expect(screen.getByTestId('processed').textContent).toBe('1 of 2 processed');
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe(
      '1',
    );
    expect(stat('Completed')).toBe('1');
    expect(stat('Time Remaining')).toBe('1m 15s');
    const [first, second] = screen.getAllByTestId('import-item') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('One Pot Pasta')).toBeVisible();
    expect(within(first).getByText('Completed')).toBeVisible();
    expect(within(first).getByText(/Completed in 3s · Auto-categorized: Dinner, Italian/)).toBeVisible();
    expect(within(first).getByRole('link', { name: 'View Recipe' }).getAttribute('href')).toBe(
      '/recipe/one-pot',
    );
    expect(within(second).getByText('b.example')).toBeVisible();
    expect(within(second).getByText('Pending')).toBeVisible();

    const validation = {
      is_recipe: false,
      confidence: 20,
      reason: 'Roundup',
      page_type: 'recipe_list' as const,
      detected_recipes_count: 6,
    };
    const end = makeSummary({ total: 2, processed: 2, completed: 1, skipped: 1, remaining_seconds: 0 });
    act(() => {
      source.emit('item', {
        item: makeItem({
          id: 'b',
          url: B,
          status: 'skipped',
          validation,
          error: 'Validation failed: Roundup',
        }),
        summary: end,
      });
      source.emit('done', { id: 'job-7', status: 'completed', summary: end });
    });
    // The spec's end-of-run alert, once, besides the summary panel.
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(
      'Bulk import completed!\n\nSuccessfully imported: 1\nFailed: 0\nSkipped (invalid): 1\nTotal processed: 2',
    );
    expect(within(second).getByText('Skipped')).toBeVisible();
    expect(within(second).getByText('Type: recipe_list · Confidence: 20% · Recipes found: 6')).toBeVisible();
    expect(within(second).getByText('Validation failed: Roundup')).toBeVisible();
    expect(stat('Status')).toBe('Complete!');
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('Bulk import completed!')).toBeVisible();
    expect(within(summary).getByTestId('summary-Successfully imported').textContent).toBe('1');
    expect(within(summary).getByTestId('summary-Failed').textContent).toBe('0');
    expect(within(summary).getByTestId('summary-Skipped (invalid)').textContent).toBe('1');
    expect(within(summary).getByTestId('summary-Total processed').textContent).toBe('2');
    expect(startButton().textContent).toBe('Start Bulk Import');
    expect(field().value).toContain(A);

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByText('Import Progress')).toBeNull();
    expect(field().value).toBe('');
    expect(location.history.at(-1)).toBe('/admin/bulk-import');
  });

  it("tells the end of a run it started even when the run has ended by the stream's first event", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/admin/bulk-import', <BulkImportPage />);
    await userEvent.type(field(), A);
    await userEvent.click(startButton());
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    const end = makeSummary({ total: 1, processed: 1, completed: 1, remaining_seconds: 0 });
    const imported = makeItem({
      id: 'a',
      url: A,
      status: 'completed',
      recipe: { id: 'r1', slug: 'one-pot', title: 'One Pot Pasta' },
    });
    act(() => {
      source.emit('job', makeJob([imported], { id: 'job-7', status: 'completed', summary: end }));
      source.emit('done', { id: 'job-7', status: 'completed', summary: end });
    });
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(
      'Bulk import completed!\n\nSuccessfully imported: 1\nFailed: 0\nSkipped (invalid): 0\nTotal processed: 1',
    );
  });

  it("says each video's outcome and, once the run has ended, reads the job again until no video is being prepared", async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const recipe = (n: number) => ({ id: `r${n}`, slug: `dish-${n}`, title: `Dish ${n}` });
    const done = (id: string, video: ImportItem['video'], n: number) =>
      makeItem({ id, url: `${A}/${n}`, position: n, status: 'completed', recipe: recipe(n), video });
    const preparing = [
      done('a', { status: 'pending', reason: null }, 0),
      done(
        'b',
        { status: 'refused', reason: 'Video import is off: ffmpeg is not installed on the server' },
        1,
      ),
      done('c', { status: 'linked', reason: null }, 2),
      done('d', null, 3),
    ];
    let reads = 0;
    server.use(
      http.get('/api/admin/imports/job-7', () => {
        reads++;
        const first = preparing[0] as ImportItem;
        const items = [
          reads > 1 ? { ...first, video: { status: 'stored' as const, reason: null } } : first,
          ...preparing.slice(1),
        ];
        return HttpResponse.json(makeJob(items, { id: 'job-7', status: 'completed' }));
      }),
    );
    renderAt('/admin/bulk-import', <BulkImportPage />);
    await userEvent.type(field(), A);
    await userEvent.click(startButton());
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const end = makeSummary({ total: 4, processed: 4, completed: 4, remaining_seconds: 0 });
    act(() => {
      FakeEventSource.latest().emit('job', makeJob(preparing, { id: 'job-7', status: 'running' }));
      FakeEventSource.latest().emit('done', { id: 'job-7', status: 'completed', summary: end });
    });
    const outcomes = () => screen.getAllByTestId('video-outcome').map((line) => line.textContent);
    expect(outcomes()).toEqual([
      'Video being prepared',
      'Video skipped: Video import is off: ffmpeg is not installed on the server',
      'Video kept as a link',
    ]);
    expect(screen.getByTestId('video-summary').textContent).toBe(
      'Videos: 1 video being prepared, 1 linked, 1 skipped.',
    );
    await waitFor(() => expect(outcomes()[0]).toBe('Video stored'), { timeout: 8000 });
    expect(screen.getByTestId('video-summary').textContent).toBe(
      'Videos: 1 video stored, 1 linked, 1 skipped.',
    );
    // Nothing is being prepared any more: the job is not read again.
    const readsWhenStored = reads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(readsWhenStored);
  }, 15_000);

  it('marks the cached lists of this tab stale as soon as a recipe is saved, the session kept', async () => {
    const { client } = renderAt('/admin/bulk-import', <BulkImportPage />);
    const adminList = ['admin', 'recipes', ''];
    const publicList = ['recipes', 'trending'];
    const session = ['admin', 'session'];
    for (const key of [adminList, publicList, session]) client.setQueryData(key, { cached: true });
    const stale = (key: string[]) => client.getQueryState(key)?.isInvalidated;
    await userEvent.type(field(), A);
    await userEvent.click(startButton());
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    act(() =>
      source.emit('item', {
        item: makeItem({ id: 'b', url: B, status: 'processing' }),
        summary: makeSummary(),
      }),
    );
    expect(stale(adminList)).toBe(false);

    act(() =>
      source.emit('item', {
        item: makeItem({
          id: 'a',
          url: A,
          status: 'completed',
          recipe: { id: 'r1', slug: 'one', title: 'One' },
        }),
        summary: makeSummary({ total: 2, processed: 1, completed: 1 }),
      }),
    );
    expect(stale(adminList)).toBe(true);
    expect(stale(publicList)).toBe(true);
    expect(stale(session)).toBe(false);
  });

  it('counts a page already in the catalogue on its own, linking to the recipe that exists', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt('/admin/bulk-import?job=job-8', <BulkImportPage />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    const existing = makeItem({
      id: 'd',
      url: A,
      status: 'skipped',
      error: 'Already imported',
      recipe: { id: 'r9', slug: 'one-pot', title: 'One Pot Pasta' },
    });
    const summary = makeSummary({ total: 1, processed: 1, already_imported: 1, remaining_seconds: 0 });
    act(() => {
      source.emit('job', makeJob([existing], { id: 'job-8', folded: 2, summary }));
      source.emit('done', { id: 'job-8', status: 'completed', summary });
    });
    const row = screen.getByTestId('import-item');
    expect(within(row).getByText('Already imported')).toBeVisible();
    expect(within(row).queryByText('Skipped')).toBeNull();
    expect(within(row).getByRole('link', { name: 'View the existing recipe' }).getAttribute('href')).toBe(
      '/recipe/one-pot',
    );
    expect(stat('Skipped')).toBe('0');
    expect(stat('Already imported')).toBe('1');
    expect(screen.getByTestId('folded').textContent).toBe(
      '2 duplicate addresses folded: each page is imported once.',
    );
    const panel = screen.getByRole('alert');
    expect(within(panel).getByTestId('summary-Skipped (invalid)').textContent).toBe('0');
    expect(within(panel).getByTestId('summary-Already imported').textContent).toBe('1');
    expect(alert).toHaveBeenCalledWith(
      'Bulk import completed!\n\nSuccessfully imported: 0\nFailed: 0\nSkipped (invalid): 0\nTotal processed: 1',
    );
  });

  it('leaves out an event whose data is not of its shape', async () => {
    renderAt('/admin/bulk-import?job=job-6', <BulkImportPage />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    act(() => source.emit('job', makeJob([makeItem({ id: 'e', url: A })], { id: 'job-6' })));
    act(() => source.emit('item', { item: { id: 'e', status: 'completed' }, summary: makeSummary() }));
    expect(screen.getByTestId('import-item').dataset.status).toBe('pending');
  });

  it('re-attaches to the job in the address and shows an error item', async () => {
    renderAt('/admin/bulk-import?job=job-9', <BulkImportPage />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/admin/imports/job-9/events');
    const failed = makeItem({ id: 'c', status: 'error', error: 'Failed to fetch recipe content: 404' });
    act(() =>
      source.emit(
        'job',
        makeJob([failed], {
          id: 'job-9',
          status: 'running',
          summary: makeSummary({ processed: 1, errors: 1 }),
        }),
      ),
    );
    expect(screen.getByText('Failed to fetch recipe content: 404')).toBeVisible();
    expect(stat('Errors')).toBe('1');
    expect(startButton().textContent).toBe('Importing...');
  });
});
