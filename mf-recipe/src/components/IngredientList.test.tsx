import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useRecipeScale } from '../measures/use-recipe-scale.ts';
import { IngredientList } from './IngredientList.tsx';

const ingredients = [
  { name: 'butter', amount: '1 1/2', unit: 'tsp' },
  { name: 'flour', amount: '300', unit: 'g' },
  { name: 'eggs', amount: '2', unit: null },
  { name: 'chives', amount: 'a few', unit: null, notes: 'snipped' },
  { name: 'salt', amount: null, unit: null },
  { name: 'soy sauce', amount: '1/4', unit: 'cup' },
];

const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);

/** The list as the recipe page holds it: the page owns the scale, the list shows and changes it. */
function Scaled({ servings }: { servings: number | null }) {
  return <IngredientList ingredients={ingredients} measure={useRecipeScale(servings)} />;
}

const grouped = [
  { name: 'flour', amount: '200', unit: 'g', group: 'For the dough' },
  { name: 'water', amount: '120', unit: 'ml', group: 'For the dough' },
  { name: 'tomatoes', amount: '400', unit: 'g', group: 'For the sauce' },
];

function Grouped() {
  return <IngredientList ingredients={grouped} measure={useRecipeScale(2)} />;
}

afterEach(() => localStorage.clear());

describe('IngredientList', () => {
  it('reads as the recipe wrote it until the visitor scales or converts', () => {
    render(<Scaled servings={4} />);
    expect(lines()).toEqual([
      '1 1/2 tsp Butter',
      '300 g Flour',
      '2 Eggs',
      'a few Chives, snipped',
      'Salt',
      '1/4 cup Soy Sauce',
    ]);
    expect(screen.getByRole('status').textContent).toBe('4 servings');
  });

  it('shows the lines under their group headings, as the recipe groups them', () => {
    render(<Grouped />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'For the dough',
      'For the sauce',
    ]);
    expect(screen.getAllByRole('list').map((list) => list.textContent)).toEqual([
      '200 g Flour120 ml Water',
      '400 g Tomatoes',
    ]);
  });

  it('scales every amount with the servings, in kitchen units, marking what it cannot read', async () => {
    render(<Scaled servings={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'More servings' }));
    await userEvent.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByRole('status').textContent).toBe('4 servings');
    await waitFor(() =>
      expect(lines()).toEqual([
        '1 tbsp Butter',
        '600 g Flour',
        '4 Eggs',
        'a few Chives, snippednot scaled',
        'Salt',
        '½ cup Soy Sauce',
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset servings' }));
    expect(lines()[0]).toBe('1 1/2 tsp Butter');
    expect(screen.queryByRole('button', { name: 'Reset servings' })).toBeNull();
  });

  it('never goes below one serving', async () => {
    render(<Scaled servings={1} />);
    expect(screen.getByRole('status').textContent).toBe('1 serving');
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
  });

  it('scales by batch when the recipe does not say how many it serves', async () => {
    render(<Scaled servings={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Smaller batch' }));
    expect(screen.getByRole('status').textContent).toBe('×½ batch');
    // One of something counted reads in the singular.
    await waitFor(() => expect(lines()[2]).toBe('1 Egg'));
    expect(screen.getByRole('button', { name: 'Smaller batch' })).toBeDisabled();
  });

  it('switches to metric or US measures and remembers the choice in this browser', async () => {
    const { unmount } = render(<Scaled servings={4} />);
    await userEvent.click(screen.getByRole('radio', { name: 'US' }));
    await waitFor(() => expect(lines()[1]).toBe('10½ oz Flour'));
    await userEvent.click(screen.getByRole('radio', { name: 'Metric' }));
    await waitFor(() => expect(lines()[5]).toBe('4 tbsp Soy Sauce'));
    expect(lines()[0]).toBe('1½ tsp Butter');
    unmount();
    render(<Scaled servings={4} />);
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await waitFor(() => expect(lines()[5]).toBe('4 tbsp Soy Sauce'));
  });

  it('scales US amounts into the measure a cook writes: no cup holds ⅜ cup, 6 tbsp it is', async () => {
    render(<Scaled servings={4} />);
    await userEvent.click(screen.getByRole('radio', { name: 'US' }));
    for (let more = 0; more < 2; more++)
      await userEvent.click(screen.getByRole('button', { name: 'More servings' }));
    await waitFor(() => expect(lines()[5]).toBe('6 tbsp Soy Sauce'));
    await userEvent.click(screen.getByRole('radio', { name: 'Metric' }));
    await waitFor(() => expect(lines()[5]).toBe('100 ml Soy Sauce'));
    expect(lines()[2]).toBe('3 Eggs');
  });
});
