import type {
  Difficulty,
  Ingredient,
  Instruction,
  Nutrient,
  Nutrition,
  Recipe,
  RecipeUpdate,
} from '@viral/domain';
import { NUTRITION_UNITS, normaliseTagNames } from '@viral/domain';

/** The edit dialog's working copy: numbers as typed, tags and appliances comma-separated. */
export type EditForm = {
  title: string;
  description: string;
  image_url: string;
  difficulty: Difficulty | '';
  prep_time: string;
  cook_time: string;
  total_time: string;
  servings: string;
  estimated_cost: string;
  tags: string;
  required_appliances: string;
  ingredients: Ingredient[];
  instructions: Instruction[];
  /** Each nutrient as typed; all empty means the recipe lists no nutrition. */
  nutrition: Record<Nutrient, string>;
};

const NUTRIENTS = Object.keys(NUTRITION_UNITS) as Nutrient[];

const text = (value: number | null) => (value == null ? '' : String(value));

/** Opening the edit-recipe dialog copies the recipe. */
export function formFromRecipe(recipe: Recipe): EditForm {
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    image_url: recipe.image_url ?? '',
    difficulty: recipe.difficulty ?? '',
    prep_time: text(recipe.prep_time),
    cook_time: text(recipe.cook_time),
    total_time: text(recipe.total_time),
    servings: text(recipe.servings),
    estimated_cost: text(recipe.estimated_cost),
    tags: recipe.tags.map((tag) => tag.name).join(', '),
    required_appliances: recipe.required_appliances.join(', '),
    ingredients: recipe.ingredients.map((ingredient) => ({ ...ingredient })),
    instructions: recipe.instructions.map((step) => ({ ...step })),
    nutrition: Object.fromEntries(
      NUTRIENTS.map((nutrient) => [nutrient, text(recipe.nutrition_info?.[nutrient] ?? null)]),
    ) as Record<Nutrient, string>,
  };
}

/** The edit dialog's numbers: integers for times and servings, a decimal cost, empty becomes null. */
export const parseInteger = (value: string) => {
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isNaN(parsed) ? null : parsed;
};
export const parseDecimal = (value: string) => {
  const parsed = Number.parseFloat(value.trim());
  return Number.isNaN(parsed) ? null : parsed;
};

export class EditFormError extends Error {}

/** Nutrition from the form: none when every field is empty; otherwise every field a number of zero or more. */
export function nutritionFromForm(fields: Record<Nutrient, string>): Nutrition | null {
  if (NUTRIENTS.every((nutrient) => !fields[nutrient].trim())) return null;
  const values = NUTRIENTS.map((nutrient) => [nutrient, parseDecimal(fields[nutrient])] as const);
  if (values.some(([, value]) => value === null || value < 0)) {
    throw new EditFormError('Fill in every nutrition value (zero or more), or leave them all empty');
  }
  return Object.fromEntries(values) as Nutrition;
}

export function updateFromForm(form: EditForm): RecipeUpdate {
  const title = form.title.trim();
  if (!title) throw new EditFormError('Recipe title is required');
  return {
    title,
    description: form.description.trim() || null,
    image_url: form.image_url.trim() || null,
    difficulty: form.difficulty || null,
    prep_time: parseInteger(form.prep_time),
    cook_time: parseInteger(form.cook_time),
    total_time: parseInteger(form.total_time),
    servings: parseInteger(form.servings),
    estimated_cost: parseDecimal(form.estimated_cost),
    tags: normaliseTagNames(form.tags),
    required_appliances: form.required_appliances
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    ingredients: form.ingredients.filter((ingredient) => ingredient.name.trim()),
    instructions: renumber(form.instructions.filter((step) => step.description.trim())),
    nutrition_info: nutritionFromForm(form.nutrition),
  };
}

/** A step's minutes from its field: a whole number of zero or more, else none. */
export function parseStepMinutes(value: string): number | null {
  const minutes = Number.parseInt(value, 10);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : null;
}

/** Removing a step renumbers the rest; adding gives the next number. */
export const renumber = (steps: Instruction[]) => steps.map((step, i) => ({ ...step, step: i + 1 }));
export const addStep = (steps: Instruction[]) => [...steps, { step: steps.length + 1, description: '' }];
export const removeStep = (steps: Instruction[], index: number) =>
  renumber(steps.filter((_, i) => i !== index));
