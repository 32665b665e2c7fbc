import { describe, expect, it } from 'vitest';
import {
  addStep,
  type EditForm,
  EditFormError,
  parseStepMinutes,
  removeStep,
  updateFromForm,
} from './edit-form.ts';

const form = (overrides: Partial<EditForm> = {}): EditForm => ({
  title: 'Pasta',
  description: '',
  image_url: '',
  difficulty: '',
  prep_time: '',
  cook_time: '',
  total_time: '',
  servings: '',
  estimated_cost: '',
  tags: '',
  required_appliances: '',
  ingredients: [],
  instructions: [],
  nutrition: { calories: '', protein: '', carbs: '', fat: '', fiber: '', sugar: '', sodium: '' },
  ...overrides,
});

describe('edit form parsing', () => {
  it('parses integers and a decimal cost, and turns empty fields into null', () => {
    const update = updateFromForm(
      form({ prep_time: '12', cook_time: ' 7.9 ', total_time: '', servings: '4', estimated_cost: '3.455' }),
    );
    expect(update).toMatchObject({ prep_time: 12, cook_time: 7, total_time: null, servings: 4 });
    expect(update.estimated_cost).toBeCloseTo(3.455);
    expect(update).toMatchObject({ description: null, image_url: null, difficulty: null });
  });

  it('splits comma-separated tags, trimmed, blanks dropped', () => {
    expect(updateFromForm(form({ tags: ' quick , ,Italian,' })).tags).toEqual(['Quick', 'Italian']);
  });

  it('refuses a blank title, saying a title is required', () => {
    expect(() => updateFromForm(form({ title: '  ' }))).toThrow(EditFormError);
    expect(() => updateFromForm(form({ title: '  ' }))).toThrow('Recipe title is required');
  });

  it('renumbers steps when one is removed and numbers a new one next', () => {
    const steps = [1, 2, 3].map((step) => ({ step, description: `Step ${step}` }));
    expect(removeStep(steps, 0).map((s) => [s.step, s.description])).toEqual([
      [1, 'Step 2'],
      [2, 'Step 3'],
    ]);
    expect(addStep(steps).at(-1)).toEqual({ step: 4, description: '' });
  });

  it('reads a step time as whole minutes, and anything else as none', () => {
    expect(parseStepMinutes('12')).toBe(12);
    expect(parseStepMinutes('0')).toBe(0);
    expect(parseStepMinutes('')).toBeNull();
    expect(parseStepMinutes('-3')).toBeNull();
  });

  it('keeps nutrition only when every value is given, and refuses a half-filled one', () => {
    expect(updateFromForm(form()).nutrition_info).toBeNull();
    const full = {
      calories: '420',
      protein: '12',
      carbs: '60',
      fat: '14.5',
      fiber: '3',
      sugar: '0',
      sodium: '510',
    };
    expect(updateFromForm(form({ nutrition: full })).nutrition_info).toEqual({
      calories: 420,
      protein: 12,
      carbs: 60,
      fat: 14.5,
      fiber: 3,
      sugar: 0,
      sodium: 510,
    });
    expect(() => updateFromForm(form({ nutrition: { ...full, sodium: '' } }))).toThrow(EditFormError);
    expect(() => updateFromForm(form({ nutrition: { ...full, fat: '-1' } }))).toThrow(EditFormError);
  });
});
