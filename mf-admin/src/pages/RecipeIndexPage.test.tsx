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
  // The edit dialog's video section (its own tests: RecipeVideoSection.test.tsx).
  http.get('/api/admin/recipes/:id/video', () => HttpResponse.json({ video: null })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Renders the index, answers the next PATCH with `pasta` keeping its body, and opens pasta's edit dialog. */
async function openEditOfPasta(): Promise<{ body: Record<string, unknown> }> {
  const saved = { body: {} as Record<string, unknown> };
  server.use(
    http.patch('/api/admin/recipes/:id', async ({ request }) => {
      saved.body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(pasta);
    }),
  );
  renderAt('/admin/recipes', <RecipeIndexPage />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Garlic Butter Pasta' }));
  return saved;
}

describe('RecipeIndexPage', () => {
  it('lists formatted times, cost and tags, and filters by difficulty on the server', async () => {
    renderAt('/admin/recipes', <RecipeIndexPage />);
    expect(await screen.findByText('Showing 2 of 2 recipes')).toBeVisible();
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
    expect(await screen.findByText('Showing 1 of 2 recipes')).toBeVisible();
    expect(queries.at(-1)?.get('difficulty')).toBe('hard');
  });

  it('counts the rows it shows against the whole catalogue', async () => {
    server.use(
      http.get('/api/admin/recipes', () =>
        HttpResponse.json({ items: [pasta, soup], total: 45, catalogue_total: 60 }),
      ),
    );
    renderAt('/admin/recipes', <RecipeIndexPage />);
    expect(await screen.findByText('Showing 2 of 60 recipes')).toBeVisible();
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
    const saved = await openEditOfPasta();
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
    expect(saved.body).toMatchObject({
      title: 'New Pasta',
      servings: null,
      prep_time: 5,
      estimated_cost: 6.5,
      tags: ['Quick', 'Weeknight'],
    });
    expect(saved.body.instructions).toEqual([{ step: 1, description: 'Toss with garlic butter.' }]);
  });

  it("edits a step's time and temperature, an ingredient's notes and the nutrition", async () => {
    const saved = await openEditOfPasta();
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Recipe' }));
    await userEvent.type(dialog.getByLabelText('Step 1 time (minutes)'), '12');
    await userEvent.type(dialog.getByLabelText('Step 2 temperature'), 'Medium heat');
    await userEvent.type(dialog.getByLabelText('Ingredient 1 notes'), 'finely chopped');
    for (const [label, value] of [
      ['Calories', '500'],
      ['Protein (g)', '20'],
      ['Carbs (g)', '70'],
      ['Fat (g)', '15'],
      ['Fiber (g)', '4'],
      ['Sugar (g)', '6'],
      ['Sodium (mg)', '800'],
    ] as const) {
      await userEvent.type(dialog.getByLabelText(label), value);
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved.body.instructions).toEqual([
      { step: 1, description: 'Boil the pasta.', time: 12 },
      { step: 2, description: 'Toss with garlic butter.', temperature: 'Medium heat' },
    ]);
    expect((saved.body.ingredients as { notes?: string }[])[0]?.notes).toBe('finely chopped');
    expect(saved.body.nutrition_info).toEqual({
      calories: 500,
      protein: 20,
      carbs: 70,
      fat: 15,
      fiber: 4,
      sugar: 6,
      sodium: 800,
    });
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
