import { screen, within } from '@testing-library/react';
import { makeTag } from '@viral/domain/testing';
import { renderAt } from '@viral/ui/testing';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import TagIndexPage from './TagIndexPage.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const entries = [
  ...Array.from({ length: 14 }, (_, i) => ({ tag: makeTag(`Cat ${i}`, true), usage_count: 50 - i })),
  ...Array.from({ length: 22 }, (_, i) => ({ tag: makeTag(`Plain ${i}`), usage_count: 30 - i })),
  { tag: makeTag('Unused'), usage_count: 0 },
];
const show = () => renderAt('/categories', '/categories', <TagIndexPage />);

describe('TagIndexPage', () => {
  it('shows 12 categories, 20 trending tags and all used tags with counts', async () => {
    server.use(http.get('/api/tags', () => HttpResponse.json({ items: entries })));
    show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Viral #Tags');
    const main = within(await screen.findByRole('region', { name: 'Main Categories' }));
    expect(main.getAllByTestId('tag-card')).toHaveLength(12);
    expect(main.getAllByTestId('tag-card')[0]?.getAttribute('href')).toBe('/tag/cat-0');
    const trending = within(screen.getByRole('region', { name: 'Trending Tags' }));
    expect(trending.getAllByTestId('tag-card')).toHaveLength(20);
    const all = within(screen.getByRole('region', { name: 'All Tags' }));
    expect(all.getAllByRole('link')).toHaveLength(36);
    expect(all.getByRole('link', { name: /#Cat 0\s*50/ })).toBeVisible();
    expect(screen.queryByText('#Unused')).toBeNull();
  });

  it('pictures a tag by the photo the API gives from its own recipes, else its colour tile', async () => {
    const pictured = { tag: makeTag('Cat 0', true), usage_count: 5, image_url: '/media/cat-0.jpg' };
    const bare = { tag: makeTag('Cat 1', true), usage_count: 4, image_url: null };
    server.use(http.get('/api/tags', () => HttpResponse.json({ items: [pictured, bare] })));
    show();
    const main = within(await screen.findByRole('region', { name: 'Main Categories' }));
    const [first, second] = main.getAllByTestId('tag-card') as [HTMLElement, HTMLElement];
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/media/cat-0.jpg');
    expect(within(second).getByTestId('tag-tile')).toBeInTheDocument();
    expect(second.querySelector('img')).toBeNull();
  });

  it('shows 12 skeletons while loading', () => {
    server.use(
      http.get('/api/tags', async () => {
        await delay('infinite');
        return HttpResponse.json({ items: [] });
      }),
    );
    const { container } = show();
    expect(container.querySelectorAll('[role=status] .animate-pulse')).toHaveLength(12);
  });

  it("shows 'No Viral Tags Yet' when no tag is used", async () => {
    server.use(
      http.get('/api/tags', () => HttpResponse.json({ items: [{ tag: makeTag('X'), usage_count: 0 }] })),
    );
    show();
    expect(await screen.findByRole('heading', { name: 'No Viral Tags Yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Recipes' }).getAttribute('href')).toBe('/admin');
  });
});
