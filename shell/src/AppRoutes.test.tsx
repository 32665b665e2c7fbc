import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppRoutes } from './AppRoutes.tsx';
import { ROUTES } from './route-table.ts';

// The remotes are replaced by stubs that name themselves (and show the route's :slug, which proves
// params reach a remote through the shared router).
vi.mock('mf_feed/HomePage', () => ({ default: () => <p>mf_feed/HomePage</p> }));
vi.mock('mf_feed/ExplorePage', () => ({
  default: () => {
    throw new Error('remote render failed');
  },
}));
vi.mock('mf_feed/SearchPage', () => ({ default: () => <p>mf_feed/SearchPage</p> }));
vi.mock('mf_feed/TagIndexPage', () => ({ default: () => <p>mf_feed/TagIndexPage</p> }));
vi.mock('mf_feed/TagPage', async () => {
  const { useParams } = await import('wouter');
  return { default: () => <p>mf_feed/TagPage {useParams().slug}</p> };
});
vi.mock('mf_feed/TagExplorePage', async () => {
  const { useParams } = await import('wouter');
  return { default: () => <p>mf_feed/TagExplorePage {useParams().slug}</p> };
});
vi.mock('mf_feed/SavedPage', () => ({ default: () => <p>mf_feed/SavedPage</p> }));
vi.mock('mf_recipe/RecipePage', async () => {
  const { useParams } = await import('wouter');
  return { default: () => <p>mf_recipe/RecipePage {useParams().slug}</p> };
});
vi.mock('mf_admin/AdminApp', () => ({ default: () => <p>mf_admin/AdminApp</p> }));

function renderAt(path: string) {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook}>
      <AppRoutes routes={ROUTES} />
    </Router>,
  );
}

describe('AppRoutes', () => {
  it.each([
    ['/', 'mf_feed/HomePage'],
    ['/search', 'mf_feed/SearchPage'],
    ['/categories', 'mf_feed/TagIndexPage'],
    ['/tag/vegan', 'mf_feed/TagPage vegan'],
    ['/category/dinner', 'mf_feed/TagPage dinner'],
    ['/category-explore/vegan', 'mf_feed/TagExplorePage vegan'],
    ['/recipe/garlic-pasta', 'mf_recipe/RecipePage garlic-pasta'],
    ['/saved', 'mf_feed/SavedPage'],
  ])('renders %s with %s inside the site header and footer', async (path, screenText) => {
    renderAt(path);
    expect(await screen.findByText(screenText)).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo').textContent).toContain(
      '© 2025 Viral Recipes. All rights reserved.',
    );
  });

  it.each(['/admin/login', '/admin', '/admin/recipes', '/admin/tags'])(
    'renders %s with the admin remote and no public header or footer',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText('mf_admin/AdminApp')).toBeVisible();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
    },
  );

  it('shows Page Not Found with a link home for an unknown path', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page Not Found | Viral Recipes');
  });

  it('titles the page per route', async () => {
    renderAt('/search');
    await screen.findByText('mf_feed/SearchPage');
    expect(document.title).toBe('Discover Recipes | Viral Recipes');
  });

  it('keeps header and footer when a remote screen fails, showing the fallback in its place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/explore');
    const main = screen.getByRole('main');
    expect((await within(main).findByRole('alert')).textContent).toContain(
      'This part of the page could not be loaded.',
    );
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });
});
