import type { UrlValidation } from '@viral/domain';
import { describe, expect, it } from 'vitest';
import { durationSeconds, formatEstimate, hostOf, rejectionMessage } from './import-format.ts';

const validation: UrlValidation = {
  is_recipe: false,
  confidence: 40,
  reason: 'A roundup',
  page_type: 'recipe_list' as const,
  detected_recipes_count: 5,
};

describe('import-format', () => {
  it('formats the estimate as Nm Ns or Ns, Calculating... first and Complete! at the end', () => {
    expect(formatEstimate(null, false)).toBe('Calculating...');
    expect(formatEstimate(42, false)).toBe('42s');
    expect(formatEstimate(60, false)).toBe('1m 0s');
    expect(formatEstimate(125.4, false)).toBe('2m 5s');
    expect(formatEstimate(12, true)).toBe('Complete!');
  });

  it('words the two rejections of the add form', () => {
    expect(rejectionMessage(validation)).toBe(
      'Invalid Recipe URL: A roundup (Confidence: 40%, Type: recipe_list)',
    );
    expect(rejectionMessage({ ...validation, is_recipe: true, confidence: 55, reason: 'Partial' })).toBe(
      'Low Confidence Recipe: Partial (Confidence: 55%). This URL may not contain a complete, cookable recipe.',
    );
  });

  it('measures durations and names hosts', () => {
    expect(
      durationSeconds({ started_at: '2025-01-01T00:00:00Z', finished_at: '2025-01-01T00:00:04.400Z' }),
    ).toBe(4);
    expect(durationSeconds({ started_at: null, finished_at: null })).toBeNull();
    expect(hostOf('https://Food.example/a?b=1')).toBe('food.example');
    expect(hostOf('not a url')).toBe('not a url');
  });
});
