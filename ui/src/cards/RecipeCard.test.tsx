import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRecipeSummary } from '@viral/domain/testing';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render-at.tsx';
import { RecipeCard } from './RecipeCard.tsx';

describe('RecipeCard', () => {
  it('links to /recipe/{slug} and shows the recipe at a glance', () => {
    renderAt(
      '/',
      '/',
      <RecipeCard recipe={makeRecipeSummary({ slug: 'spicy-ramen', title: 'Spicy Ramen' })} />,
    );
    const card = screen.getByTestId('recipe-card');
    expect(card.tagName).toBe('A');
    expect(card.getAttribute('href')).toBe('/recipe/spicy-ramen');
    expect(screen.getByRole('img', { name: 'Spicy Ramen' })).toBeVisible();
    expect(card.textContent).toContain('VIRAL');
    expect(card.textContent).toContain('Easy');
    expect(card.textContent).toContain('15 min');
    expect(card.textContent).toContain('15.3K views');
  });

  it('loads the photo of a card on the first screen at once and first, the others when scrolled near', () => {
    renderAt(
      '/',
      '/',
      <>
        <RecipeCard recipe={makeRecipeSummary({ title: 'First' })} priority />
        <RecipeCard recipe={makeRecipeSummary({ title: 'Later' })} />
      </>,
    );
    const first = screen.getByRole('img', { name: 'First' });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    const later = screen.getByRole('img', { name: 'Later' });
    expect(later.getAttribute('loading')).toBe('lazy');
    expect(later.hasAttribute('fetchpriority')).toBe(false);
  });

  it('navigates to the recipe page when clicked', async () => {
    const { location } = renderAt(
      '/',
      '/',
      <RecipeCard recipe={makeRecipeSummary({ slug: 'spicy-ramen' })} />,
    );
    await userEvent.click(screen.getByTestId('recipe-card'));
    expect(location.history?.at(-1)).toBe('/recipe/spicy-ramen');
  });
});
