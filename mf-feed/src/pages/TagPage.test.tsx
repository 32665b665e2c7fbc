import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@viral/domain';
import { makeRecipeSummary, makeTag } from '@viral/domain/testing';
import { renderAt } from '@viral/ui/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import TagPage from './TagPage.tsx';

let excluded: string | null = null;
const italian = { ...makeTag('Italian', true), usage_count: 7, image_url: '/media/italian-tag.jpg' };
const server = setupServer(
  http.get('/api/tags/italian', () => HttpResponse.json(italian)),
  http.get('/api/tags/:slug', () =>
    HttpResponse.json({ error: { code: 'not_found', message: 'Tag not found' } }, { status: 404 }),
  ),
  http.get('/api/tags/italian/related', () =>
    HttpResponse.json({ items: [{ tag: makeTag('Pasta'), co_occurrences: 4 }] }),
  ),
  http.get('/api/tags/italian/recipes', ({ request }) => {
    excluded = new URL(request.url).searchParams.get('exclude');
    return HttpResponse.json({
      items: [makeRecipeSummary({ id: 'a', slug: 'a', title: 'Lasagne' })],
      total: 1,
      next_cursor: null,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const show = (slug = 'italian') => renderAt(`/tag/${slug}`, '/tag/:slug', <TagPage />);

/** This browser's interaction record with these recipes viewed, the latest first. */
const rememberViewed = (ids: string[]) =>
  localStorage.setItem(
    STORAGE_KEYS.interactionRecord,
    JSON.stringify({
      viewedRecipes: ids,
      likedRecipes: [],
      sharedRecipes: [],
      viewedTags: [],
      interactionTimes: {},
      sessionStart: '2025-01-01T00:00:00Z',
      categoryPreferences: [],
      preferences: { difficultyLevels: {} },
    }),
  );

describe('TagPage', () => {
  it('shows the header, Category badge, count, description, related tags and recipes', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: '#Italian' })).toBeVisible();
    expect(screen.getByText('Category')).toBeVisible();
    expect(screen.getByText('7 viral recipes')).toBeVisible();
    expect(screen.getByText('All about Italian')).toBeVisible();
    const related = within(await screen.findByRole('region', { name: 'Related Viral Tags' }));
    expect(related.getByRole('link', { name: '#Pasta' }).getAttribute('href')).toBe('/tag/pasta');
    expect(await screen.findByText('Lasagne')).toBeVisible();
    expect(screen.getByRole('link', { name: /Explore Category/ }).getAttribute('href')).toBe(
      '/category-explore/italian',
    );
  });

  it('leaves out the last 10 recipes this browser viewed, once mounted (the server knows none)', async () => {
    const viewed = Array.from({ length: 12 }, (_, i) => `00000000-0000-4000-8000-00000000000${i % 10}${i}`);
    rememberViewed(viewed);
    show();
    await screen.findByText('Lasagne');
    await waitFor(() => expect(excluded).toBe(viewed.slice(0, 10).join(',')));
  });

  it('says how many it hides because they were seen, and shows them on request, then hides them again', async () => {
    const all = ['Lasagne', 'Risotto', 'Tiramisu', 'Focaccia'].map((title, n) =>
      makeRecipeSummary({ id: `00000000-0000-4000-8000-00000000000${n}`, slug: title.toLowerCase(), title }),
    );
    const [, risotto, tiramisu] = all as [unknown, { id: string }, { id: string }];
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/tags/italian/recipes', ({ request }) => {
        const exclude = new URL(request.url).searchParams.get('exclude');
        asked.push(exclude);
        const left = exclude ? exclude.split(',') : [];
        const items = all.filter((recipe) => !left.includes(recipe.id));
        return HttpResponse.json({
          items,
          total: items.length,
          total_capped: false,
          next_cursor: null,
          hidden: all.length - items.length,
        });
      }),
    );
    // Viewed last: two of the tag's recipes and one of another tag's.
    rememberViewed([risotto.id, '00000000-0000-4000-8000-000000000099', tiramisu.id]);
    show();
    expect(await screen.findByText(/2 you've seen are hidden\./)).toBeVisible();
    expect(asked.at(-1)).toBe([risotto.id, '00000000-0000-4000-8000-000000000099', tiramisu.id].join(','));
    expect(screen.queryByText('Risotto')).toBeNull();
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Show them' }));
    expect(await screen.findByText('Risotto')).toBeVisible();
    expect(screen.getAllByTestId('recipe-card')).toHaveLength(4);
    expect(screen.getByText(/Including the 2 you've seen\./)).toBeVisible();
    const hide = screen.getByRole('button', { name: 'Hide them' });
    expect(hide).toHaveFocus();
    await userEvent.click(hide);
    await waitFor(() => expect(screen.queryByText('Risotto')).toBeNull());
    expect(screen.getByRole('button', { name: 'Show them' })).toBeVisible();
  });

  it('says nothing about seen recipes when none of the tag was seen', async () => {
    show();
    await screen.findByText('Lasagne');
    expect(screen.queryByText(/you've seen/)).toBeNull();
  });

  it('reaches every recipe of the tag: the next page follows the cursor', async () => {
    const cursors: (string | null)[] = [];
    server.use(
      http.get('/api/tags/italian/recipes', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        return cursor === 'page-2'
          ? HttpResponse.json({
              items: [makeRecipeSummary({ id: 'b', slug: 'b', title: 'Risotto' })],
              total: 2,
              next_cursor: null,
            })
          : HttpResponse.json({
              items: [makeRecipeSummary({ id: 'a', slug: 'a', title: 'Lasagne' })],
              total: 2,
              next_cursor: 'page-2',
            });
      }),
    );
    show();
    expect(await screen.findByText('Lasagne')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Risotto')).toBeVisible();
    expect(screen.getByText('Lasagne')).toBeVisible();
    expect(cursors).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows 'Tag Not Found' for an unknown tag", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show('nope');
    expect(await screen.findByRole('heading', { name: 'Tag Not Found' })).toBeVisible();
    expect(screen.getByText("The viral tag you're looking for doesn't exist.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse All Tags' }).getAttribute('href')).toBe('/categories');
  });

  it('the explore sheet: Enter Explore Mode stores the preference; Cancel closes', async () => {
    const { location } = show();
    await userEvent.click(await screen.findByRole('button', { name: /Explore #Italian/ }));
    const sheet = within(screen.getByRole('dialog', { name: 'Explore #Italian' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Explore #Italian/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enter Explore Mode' }));
    expect(localStorage.getItem(STORAGE_KEYS.explorePreference)).toBe('"enabled"');
    expect(location.history?.at(-1)).toBe('/category-explore/italian');
  });

  it('falls back to the coloured tag tile when the tag image breaks', async () => {
    show();
    await screen.findByRole('heading', { level: 1, name: '#Italian' });
    const header = screen.getByRole('banner');
    const image = header.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/italian-tag.jpg');
    fireEvent.error(image as HTMLImageElement);
    await waitFor(() => expect(within(header).getByTestId('tag-tile')).toBeVisible());
  });
});
