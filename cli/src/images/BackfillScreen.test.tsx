import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { BackfillScreen } from './BackfillScreen.tsx';

const result = (n: number, outcome: 'stored' | 'failed') => ({
  recipe_id: `r${n}`,
  title: `Recipe ${n}`,
  outcome,
});

describe('BackfillScreen', () => {
  it('counts what is done against the recipes it set out with', () => {
    const { lastFrame } = render(
      <BackfillScreen
        progress={{ total: 4, results: [result(1, 'stored'), result(2, 'failed')], finished: false }}
      />,
    );
    const frame = lastFrame() ?? '';
    expect(frame).toContain('2 of 4 processed · Stored: 1 · Failed: 1');
    expect(frame).toContain('50%');
    expect(frame).toContain('✔ Recipe 1');
    expect(frame).toContain('✖ Recipe 2 (not fetched)');
  });

  it('ends with the summary', () => {
    const { lastFrame } = render(
      <BackfillScreen
        progress={{ total: 2, results: [result(1, 'stored'), result(2, 'stored')], finished: true }}
      />,
    );
    expect(lastFrame()).toContain('Stored 2 of 2 recipe photos.');
    expect(lastFrame()).toContain('100%');
  });
});
