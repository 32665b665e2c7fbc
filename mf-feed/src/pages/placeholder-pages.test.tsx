import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test-render.tsx';
import ExplorePage from './ExplorePage.tsx';
import SearchPage from './SearchPage.tsx';
import TagExplorePage from './TagExplorePage.tsx';
import TagIndexPage from './TagIndexPage.tsx';
import TagPage from './TagPage.tsx';

const pages: [string, string, string, ComponentType, string][] = [
  ['ExplorePage', '/explore', '/explore', ExplorePage, 'Explore Mode'],
  ['SearchPage', '/search', '/search', SearchPage, 'Discover Recipes'],
  ['TagIndexPage', '/categories', '/categories', TagIndexPage, 'Viral #Tags'],
  ['TagPage', '/tag/vegan', '/tag/:slug', TagPage, '#vegan'],
  ['TagExplorePage', '/category-explore/vegan', '/category-explore/:slug', TagExplorePage, 'Explore #vegan'],
];

describe('screens still to be built', () => {
  it.each(pages)(
    '%s shows its heading, says it is coming soon, and is an mf_feed CSS scope root',
    (_name, path, pattern, Page, heading) => {
      const { container } = renderAt(path, pattern, <Page />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(screen.getByText('Coming soon.')).toBeDefined();
      expect(container.firstElementChild?.getAttribute('data-mf')).toBe('mf_feed');
    },
  );
});
