import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRecipe } from '@viral/domain/testing';
import { renderAt } from '@viral/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { RecipeDetail } from '../components/RecipeDetail.tsx';
import { startTestServer } from '../test-server.ts';

startTestServer();

const recipe = makeRecipe({
  id: '22222222-2222-4222-8222-222222222222',
  servings: 2,
  ingredients: [
    { name: 'spaghetti', amount: '200', unit: 'g' },
    { name: 'butter', amount: '2', unit: 'tbsp' },
    { name: 'garlic cloves', amount: '4', unit: null, notes: 'minced' },
  ],
  instructions: [
    { step: 1, description: 'Heat the oven.', temperature: '200°C / 400°F' },
    { step: 2, description: 'Boil the spaghetti until just tender.', time: 10 },
    { step: 3, description: 'Melt the butter with the garlic and toss.', section: 'For the sauce' },
  ],
});

const show = () => renderAt('/recipe/x', '/recipe/:slug', <RecipeDetail recipe={recipe} />);

async function openCookMode() {
  const user = userEvent.setup();
  show();
  const opener = screen.getByRole('button', { name: 'Cook mode' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Cook mode' });
  return { user, opener, dialog: within(dialog), element: dialog };
}

describe('Cook mode', () => {
  it('opens full screen on the first step, as a modal dialog with the Next button focused', async () => {
    const { dialog, element } = await openCookMode();
    expect(element).toHaveAttribute('aria-modal', 'true');
    expect(element).toHaveAttribute('open');
    expect(dialog.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();
    expect(dialog.getByText('Heat the oven.')).toBeVisible();
    expect(dialog.getByText('200°C / 400°F')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('moves by buttons, shows the section, and closes on Done with focus back on the button', async () => {
    const { user, opener, dialog } = await openCookMode();
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByRole('heading', { name: 'Step 2 of 3' })).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Previous' }));
    expect(dialog.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();
    // Previous on the first step stays put.
    await user.click(dialog.getByRole('button', { name: 'Previous' }));
    expect(dialog.getByRole('heading', { name: 'Step 1 of 3' })).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByRole('heading', { name: 'Step 3 of 3' })).toBeVisible();
    expect(dialog.getByText('For the sauce')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('moves by ArrowRight, Space, PageDown and ArrowLeft; Escape closes and gives focus back', async () => {
    const { user, opener, dialog } = await openCookMode();
    const heading = () => dialog.getByRole('heading', { level: 3, name: /^Step/ }).textContent;
    await user.keyboard('{ArrowRight}');
    expect(heading()).toBe('Step 2 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(heading()).toBe('Step 1 of 3');
    fireEvent.keyDown(dialog.getByText('Heat the oven.'), { key: ' ' });
    expect(heading()).toBe('Step 2 of 3');
    await user.keyboard('{PageDown}');
    expect(heading()).toBe('Step 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(heading()).toBe('Step 3 of 3');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('moves by a sideways swipe', async () => {
    const { dialog } = await openCookMode();
    const surface = dialog.getByText('Heat the oven.');
    fireEvent.pointerDown(surface, { pointerId: 1, isPrimary: true, clientX: 300, clientY: 400 });
    fireEvent.pointerUp(surface, { pointerId: 1, isPrimary: true, clientX: 150, clientY: 410 });
    expect(dialog.getByRole('heading', { name: 'Step 2 of 3' })).toBeVisible();
  });

  it("shows the step's ingredients in the amounts the page is scaled to", async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Ingredients' })).getByText('400 g')).toBeVisible(),
    );
    await user.click(screen.getByRole('button', { name: 'Cook mode' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cook mode' }));

    // Step 1 names no ingredient: the whole list, folded.
    expect(dialog.getByText('All ingredients (3)')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    const forStep = () => dialog.getByRole('region', { name: 'For this step' });
    expect(
      within(forStep())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['400 g Spaghetti']);
    await user.keyboard('{ArrowRight}');
    expect(
      within(forStep())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['¼ cup Butter', '8 Garlic Cloves, minced']);
  });

  it('runs a timer from a step across steps, with pause, resume and an announcement when done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, dialog } = await openCookMode();
      await user.keyboard('{ArrowRight}');
      await user.click(dialog.getByRole('button', { name: 'Start timer (10 min)' }));
      const timer = dialog.getByRole('group', { name: 'Timer for Step 2' });
      expect(within(timer).getByRole('timer')).toHaveTextContent('10:00');
      expect(dialog.getByRole('status')).toHaveTextContent('Timer started: 10 min for Step 2.');

      await user.keyboard('{ArrowRight}');
      act(() => vi.advanceTimersByTime(65_000));
      expect(within(timer).getByRole('timer')).toHaveTextContent('08:55');

      await user.click(within(timer).getByRole('button', { name: 'Pause' }));
      act(() => vi.advanceTimersByTime(60_000));
      expect(within(timer).getByRole('timer')).toHaveTextContent('08:55');
      await user.click(within(timer).getByRole('button', { name: 'Resume' }));
      act(() => vi.advanceTimersByTime(9 * 60_000));
      expect(within(timer).getByRole('timer')).toHaveTextContent("Time's up!");
      expect(dialog.getByRole('status')).toHaveTextContent("Time's up: Step 2.");

      await user.click(within(timer).getByRole('button', { name: 'Reset' }));
      expect(within(timer).getByRole('timer')).toHaveTextContent('10:00');
      await user.click(within(timer).getByRole('button', { name: 'Stop timer' }));
      expect(dialog.queryByRole('group', { name: /^Timer/ })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the screen may dim where the browser cannot keep it on', async () => {
    const { dialog } = await openCookMode();
    expect(dialog.getByText(/screen may dim/)).toBeVisible();
  });

  it('is not offered for a recipe without steps', () => {
    renderAt('/recipe/x', '/recipe/:slug', <RecipeDetail recipe={{ ...recipe, instructions: [] }} />);
    expect(screen.queryByRole('button', { name: 'Cook mode' })).toBeNull();
  });
});
