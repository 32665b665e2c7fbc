import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PREFERENCE_WEIGHT_BOUNDS, STORAGE_KEYS } from '@viral/domain';
import { makeRecipe, makeRecipeSummary } from '@viral/domain/testing';
import { renderAt } from '@viral/ui/testing';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startTestServer } from '../test-server.ts';
import { RecipeDetail } from './RecipeDetail.tsx';

const server = startTestServer();
const tag = (name: string) => ({
  id: `t-${name}`,
  name,
  slug: name.toLowerCase(),
  description: null,
  color: '#f97316',
  is_category: false,
  created_at: '2025-01-01T00:00:00.000Z',
});
const recipe = makeRecipe({
  id: '11111111-1111-4111-8111-111111111111',
  source_url: 'https://www.example.com/pasta',
  required_appliances: ['stand mixer'],
  tags: [tag('Italian'), tag('Quick')],
  nutrition_info: { calories: 420, protein: 12, carbs: 60, fat: 14, fiber: 3, sugar: 4, sodium: 510 },
  recipe_stats: { views: 1200, likes: 10, shares: 2, saves: 0 },
});
const show = () => renderAt('/recipe/x', '/recipe/:slug', <RecipeDetail recipe={recipe} />);

describe('RecipeDetail', () => {
  it('shows every panel: source, tags, appliances, nutrition, viral stats', () => {
    show();
    expect(screen.getByRole('link', { name: /Original Recipe from example.com/ }).getAttribute('href')).toBe(
      'https://www.example.com/pasta',
    );
    expect(screen.getByRole('link', { name: '#Italian' }).getAttribute('href')).toBe('/tag/italian');
    expect(screen.getByText('Stand Mixer')).toBeVisible();
    const nutrition = within(screen.getByRole('region', { name: 'Nutrition' }));
    expect(nutrition.getByText('510mg')).toBeVisible();
    expect(nutrition.getByText('12g')).toBeVisible();
    expect(screen.getByTestId('stat-views').textContent).toBe('1.2K');
    expect(screen.getByRole('region', { name: 'Source' })).toBeVisible();
  });

  it("says 'Original Source' for an invalid source URL", () => {
    renderAt('/', '/', <RecipeDetail recipe={{ ...recipe, source_url: 'not a url' }} />);
    expect(screen.getByText('Original Source')).toBeVisible();
    expect(screen.queryByText(/Original Recipe from/)).toBeNull();
  });

  it('records a view with the session id when opened', async () => {
    let sessionHeader: string | null = null;
    server.use(
      http.post('/api/recipes/:id/view', ({ request }) => {
        sessionHeader = request.headers.get('X-Session-Id');
        return HttpResponse.json({ counted: true, views: 1201 });
      }),
    );
    show();
    await waitFor(() => expect(sessionHeader).toMatch(/^[0-9a-f-]{36}$/));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.interactionRecord) ?? '{}').viewedRecipes).toEqual([
      recipe.id,
    ]);
  });

  it("feeds the interaction record's weights from the recipe's tags and difficulty: view 1, like 3, share 5", async () => {
    server.use(
      http.post('/api/recipes/:id/view', () => HttpResponse.json({ counted: true, views: 1201 })),
      http.post('/api/recipes/:id/like', () => HttpResponse.json({ liked: true, likes: 11 })),
      http.post('/api/recipes/:id/share', () => HttpResponse.json({ shares: 3 })),
    );
    Object.assign(navigator, { clipboard: { writeText: async (_text: string) => {} } });
    const preferences = () =>
      JSON.parse(localStorage.getItem(STORAGE_KEYS.interactionRecord) ?? '{}').preferences;
    const { decay } = PREFERENCE_WEIGHT_BOUNDS;
    show();
    await waitFor(() => expect(preferences()?.cuisineTypes).toEqual({ italian: 1 }));
    expect(preferences().difficultyLevels).toEqual({ easy: 1 });
    // 'Quick' is in no family.
    expect(preferences().mealTypes).toEqual({});

    await userEvent.click(screen.getByRole('button', { name: /^Like,/ }));
    await waitFor(() => expect(preferences().cuisineTypes.italian).toBeCloseTo(decay + 3, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share this recipe' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(preferences().cuisineTypes.italian).toBeCloseTo((decay + 3) * decay + 5, 2));
    expect(preferences().difficultyLevels.easy).toBeCloseTo((decay + 3) * decay + 5, 2);
  });

  it('likes: count +1, button disabled while pending, then -1 on unlike', async () => {
    let liked = false;
    server.use(
      http.post('/api/recipes/:id/like', async () => {
        await delay(50);
        liked = !liked;
        return HttpResponse.json({ liked, likes: liked ? 11 : 10 });
      }),
    );
    show();
    const button = screen.getByRole('button', { name: /^Like,\s*10\s*likes$/ });
    await userEvent.click(button);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('like-count').textContent).toBe('11');
    expect(screen.getByTestId('stat-likes').textContent).toBe('11');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('10'));
  });

  it('saves for later and takes it back, keeping the like as it was', async () => {
    let saved = false;
    server.use(
      http.get('/api/recipes/:id/interactions', () => HttpResponse.json({ isLiked: true, isSaved: false })),
      http.post('/api/recipes/:id/save', () => {
        saved = !saved;
        return HttpResponse.json({ saved, saves: saved ? 1 : 0 });
      }),
    );
    show();
    const like = screen.getByRole('button', { name: /^Like,/ });
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const button = await screen.findByRole('button', { name: 'Saved' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(like.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);
    expect((await screen.findByRole('button', { name: 'Save' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when a save fails, and stays unsaved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('/api/recipes/:id/save', () => HttpResponse.json({}, { status: 503 })));
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save. Try again.');
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shares: links carry the message, copy shows the toast and the dialog closes', async () => {
    let sessionHeader: string | null = null;
    server.use(
      http.post('/api/recipes/:id/share', ({ request }) => {
        sessionHeader = request.headers.get('X-Session-Id');
        return HttpResponse.json({ shares: 3 });
      }),
    );
    const writeText = async (_text: string) => {};
    Object.assign(navigator, { clipboard: { writeText } });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share this recipe' }));
    const message = `Check out this viral recipe: ${recipe.title} - Found on ${window.location.host}!`;
    const email = dialog.getByRole('link', { name: 'Email' }).getAttribute('href') ?? '';
    expect(email).toContain(`subject=${encodeURIComponent(`Viral Recipe: ${recipe.title}`)}`);
    expect(decodeURIComponent(email)).toContain(message);
    expect(
      decodeURIComponent(dialog.getByRole('link', { name: 'SMS' }).getAttribute('href') ?? ''),
    ).toContain(message);
    expect(dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain('https://wa.me/');
    await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Recipe link copied to clipboard!')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('stat-shares').textContent).toBe('3'));
    expect(sessionHeader).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
  });

  it('lists Similar Recipes and Trending for You without the current recipe', async () => {
    const other = (n: number) => makeRecipeSummary({ id: `o${n}`, slug: `other-${n}`, title: `Other ${n}` });
    server.use(
      http.get('/api/recipes/:id/similar', () => HttpResponse.json({ items: [other(1), other(2)] })),
      http.get('/api/recipes/trending', ({ request }) => {
        const url = new URL(request.url);
        expect(url.searchParams.get('exclude')).toBe(recipe.id);
        return HttpResponse.json({ items: [other(3), recipe, other(4), other(5), other(6)] });
      }),
    );
    show();
    const similar = await screen.findByRole('region', { name: 'Similar Recipes' });
    await waitFor(() => expect(within(similar).getAllByTestId('recipe-card')).toHaveLength(2));
    const trending = screen.getByRole('region', { name: 'Trending for You' });
    const titles = within(trending)
      .getAllByTestId('recipe-card')
      .map((card) => card.textContent);
    expect(titles).toHaveLength(4);
    expect(titles.join()).not.toContain(recipe.title);
  });
});
