import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InstructionList } from './InstructionList.tsx';

const steps = [
  { step: 1, description: 'Heat the oven.', temperature: '200°C (400°F)' },
  { step: 2, description: 'Roast the vegetables.', time: 35, notes: 'Turn them halfway.' },
  { step: 3, description: 'Serve.', time: null, temperature: null },
];

describe('InstructionList', () => {
  it("shows a step's time and temperature where the recipe has them, and nothing where it has not", () => {
    render(<InstructionList instructions={steps} />);
    const [heat, roast, serve] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(heat).getByTestId('step-facts').textContent).toBe('200°C (400°F)');
    expect(within(roast).getByTestId('step-facts').textContent).toBe('35 min');
    expect(within(roast).getByText('Turn them halfway.')).toBeVisible();
    expect(within(serve).queryByTestId('step-facts')).toBeNull();
  });

  it('crosses a step out when its box is ticked', async () => {
    render(<InstructionList instructions={steps} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Step 2 done' }));
    expect(screen.getByText('Roast the vegetables.').closest('span')?.className).toContain('line-through');
  });
});
