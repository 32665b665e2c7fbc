import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { completedItem, fakeItem, fakeJob } from '../testing/fake-job.ts';
import { ImportScreen } from './ImportScreen.tsx';

const base = 'http://site.test';
const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('ImportScreen', () => {
  it('starts with 0 of N processed and Calculating... for the remaining time', () => {
    const items = [fakeItem(0, { status: 'validating' }), fakeItem(1), fakeItem(2)];
    const { lastFrame } = render(<ImportScreen job={fakeJob(items)} baseUrl={base} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('0 of 3 processed');
    expect(frame).toContain('Total: 3');
    expect(frame).toContain('Completed: 0');
    expect(frame).toContain('Remaining: Calculating...');
    expect(frame).toContain('Validating');
    expect(frame).toContain('0%');
  });

  it('updates the counters, the bar and the estimate as items finish, printing finished items once', () => {
    const first = [completedItem(0, 'rice-one'), fakeItem(1, { status: 'processing' }), fakeItem(2)];
    const { lastFrame, rerender } = render(<ImportScreen job={fakeJob(first, 75)} baseUrl={base} />);
    expect(lastFrame()).toContain('1 of 3 processed');
    expect(lastFrame()).toContain('Remaining: 1m 15s');
    expect(lastFrame()).toContain('33%');

    const second = [
      completedItem(0, 'rice-one'),
      fakeItem(1, { status: 'error', error: 'Failed to fetch recipe content: 404' }),
      fakeItem(2, { status: 'validating' }),
    ];
    rerender(<ImportScreen job={fakeJob(second, 9)} baseUrl={base} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('2 of 3 processed');
    expect(frame).toContain('Errors: 1');
    expect(frame).toContain('Remaining: 9s');
    expect(frame).toContain('Failed to fetch recipe content: 404');
    // finished items sit above the live region (Static), once; only waiting ones below it
    const [printed = '', live = ''] = frame.split('Import Progress');
    expect(count(printed, `${base}/recipe/rice-one`)).toBe(1);
    expect(printed).toContain('https://example.com/recipe-1');
    expect(live).not.toContain('https://example.com/recipe-1');
    expect(live).toContain('https://example.com/recipe-2');
  });

  it('ends with Complete! and the summary line', () => {
    const items = [
      completedItem(0, 'rice-one'),
      fakeItem(1, { status: 'skipped', error: 'Already imported' }),
      fakeItem(2, { status: 'error', error: 'boom' }),
    ];
    const { lastFrame } = render(<ImportScreen job={fakeJob(items, 0)} baseUrl={base} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('3 of 3 processed');
    expect(frame).toContain('100%');
    expect(frame).toContain('Complete!');
    expect(frame).not.toContain('Remaining:');
    // A page already in the catalogue is not an invalid one: it is counted on its own.
    expect(frame).toContain('Already imported: 1');
    expect(frame).toContain(
      'Bulk import completed! Successfully imported: 1, Failed: 1, Skipped (invalid): 0, Total processed: 3',
    );
  });

  it('shows only the next few waiting URLs and counts the rest', () => {
    const items = Array.from({ length: 9 }, (_, i) => fakeItem(i));
    const { lastFrame } = render(<ImportScreen job={fakeJob(items)} baseUrl={base} />);
    expect(lastFrame()).toContain('https://example.com/recipe-4');
    expect(lastFrame()).not.toContain('https://example.com/recipe-5');
    expect(lastFrame()).toContain('… and 4 more');
  });
});
