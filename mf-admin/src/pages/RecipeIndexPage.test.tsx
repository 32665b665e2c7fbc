import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRecipe } from '@viral/domain/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-render.tsx';
import { RecipeIndexPage } from './RecipeIndexPage.tsx';

const tag = (name: string) => ({
  id: name,
  name,
  slug: name.toLowerCase(),
  description: null,
  color: '#000000',
  is_category: false,
  created_at: '',
});
const pasta = makeRecipe({
  tags: ['Quick', 'Italian', 'Pasta', 'Dinner'].map(tag),
  instructions: [
    { step: 1, description: 'Boil the pasta.' },
    { step: 2, description: 'Toss with garlic butter.' },
  ],
});
const soup = makeRecipe({
  id: 'r2',
  slug: 'soup',
  title: 'Tomato Soup',
  prep_time: null,
  total_time: null,
  estimated_cost: null,
  servings: null,
  difficulty: 'hard',
});
const queries: URLSearchParams[] = [];
const server = setupServer(
  http.get('/api/admin/recipes', ({ request }) => {
    const params = new URL(request.url).searchParams;
    queries.push(params);
    const items = params.get('difficulty') === 'hard' ? [soup] : [pasta, soup];
    return HttpResponse.json({ items, total: items.length, catalogue_total: 2 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('RecipeIndexPage', () => {
  it('lists recipes with the spec formats and filters by difficulty on the server', async () => {
    renderAt('/admin/recipes', <RecipeIndexPage />);
    expect(await screen.findByText('Showing 2 of 2 recipes')).toBeDefined();
    const [first, second] = screen.getAllByTestId('recipe-row') as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('15m total');
    expect(first.textContent).toContain('5m prep, 10m cook');
    expect(first.textContent).toContain('$6.50');
    expect(first.textContent).toContain('+2');
    expect(within(first).queryByText('Pasta')).toBeNull();
    expect(second.textContent).toContain('Hard');
    expect(within(second).getAllByText('-').length).toBeGreaterThanOrEqual(3);
    expect(within(first).getByRole('link', { name: 'View Garlic Butter Pasta' }).getAttribute('href')).toBe(
      '/recipe/garlic-butter-pasta',
    );
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
    expect(await screen.findByText('Showing 1 of 2 recipes')).toBeDefined();
    expect(queries.at(-1)?.get('difficulty')).toBe('hard');
  });

  it('asks before deleting and deletes by id', async () => {
    let deleted = '';
    server.use(
      http.delete('/api/admin/recipes/:id', ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAt('/admin/recipes', <RecipeIndexPage />);
    const button = await screen.findByRole('button', { name: 'Delete Tomato Soup' });
    await userEvent.click(button);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "Tomato Soup"?');
    expect(deleted).toBe('');
    await userEvent.click(button);
    await waitFor(() => expect(deleted).toBe('r2'));
  });

  it('edits a recipe: blocks a blank title, then saves parsed fields and comma-separated tags', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.patch('/api/admin/recipes/:id', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(pasta);
      }),
    );
    renderAt('/admin/recipes', <RecipeIndexPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Garlic Butter Pasta' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Recipe' });
    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Recipe title is required');
    await userEvent.type(title, 'New Pasta');
    await userEvent.clear(within(dialog).getByLabelText('Servings'));
    await userEvent.clear(within(dialog).getByLabelText('Tags (comma-separated)'));
    await userEvent.type(within(dialog).getByLabelText('Tags (comma-separated)'), 'quick, , Weeknight');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove step 1' }));
    expect(within(dialog).getByLabelText('Step 1')).toHaveProperty('value', 'Toss with garlic butter.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(body).toMatchObject({
      title: 'New Pasta',
      servings: null,
      prep_time: 5,
      estimated_cost: 6.5,
      tags: ['Quick', 'Weeknight'],
    });
    expect(body.instructions).toEqual([{ step: 1, description: 'Toss with garlic butter.' }]);
  });

  it("shows the server's message when saving fails", async () => {
    server.use(
      http.patch('/api/admin/recipes/:id', () =>
        HttpResponse.json(
          { error: { code: 'validation_failed', message: 'image_url: Invalid URL' } },
          { status: 400 },
        ),
      ),
    );
    renderAt('/admin/recipes', <RecipeIndexPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Tomato Soup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('image_url: Invalid URL');
  });
});

describe('RecipeIndexPage search', () => {
  it('searches on the server once typing pauses', async () => {
    renderAt('/admin/recipes', <RecipeIndexPage />);
    await screen.findByText('Showing 2 of 2 recipes');
    const before = queries.length;
    await userEvent.type(screen.getByLabelText('Search'), 'soup');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('soup'));
    expect(queries.length - before).toBe(1);
  });
});
