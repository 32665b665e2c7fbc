import type { Difficulty, Ingredient, Instruction } from '@viral/domain';

const APPLIANCES: [string, RegExp][] = [
  ['Air Fryer', /\bair[- ]?fryer\b/i],
  ['Slow Cooker', /\b(slow cooker|crock[- ]?pot)\b/i],
  ['Pressure Cooker', /\b(pressure cooker|instant pot)\b/i],
  ['Oven', /\b(oven|bake|baking|roast|broil)/i],
  ['Blender', /\bblend(er)?\b/i],
  ['Food Processor', /\bfood processor\b/i],
  ['Stand Mixer', /\b(stand mixer|hand mixer|electric mixer)\b/i],
  ['Microwave', /\bmicrowave\b/i],
  ['Grill', /\bgrill\b/i],
  ['Stovetop', /\b(skillet|saucepan|frying pan|wok|stovetop|simmer|boil|saut[eé])/i],
];

/** Appliances the steps mention, in Title Case. */
export function inferAppliances(instructions: Instruction[]): string[] {
  const text = instructions.map((s) => s.description).join(' ');
  return APPLIANCES.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

/** Quick and short is easy; long or with many parts is hard; the rest medium. */
export function inferDifficulty(
  totalTime: number | null,
  ingredients: Ingredient[],
  steps: Instruction[],
): Difficulty {
  const minutes = totalTime ?? 45;
  if (minutes > 120 || ingredients.length > 15 || steps.length > 12) return 'hard';
  if (minutes <= 30 && ingredients.length <= 8 && steps.length <= 6) return 'easy';
  return 'medium';
}
