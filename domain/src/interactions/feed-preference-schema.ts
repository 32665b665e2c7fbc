import { z } from 'zod';
import { PREFERENCE_WEIGHT_BOUNDS } from '../constants.ts';

const { cap, keysPerFamily } = PREFERENCE_WEIGHT_BOUNDS;

/** One family's weights as the browser sends them: at most 20 slug keys, each weight 0..20. */
const familyWeightsSchema = z
  .record(
    z.string().regex(/^[a-z0-9-]{1,40}$/, 'a preference key is a slug of at most 40 characters'),
    z.number().min(0).max(cap),
  )
  .refine((weights) => Object.keys(weights).length <= keysPerFamily, {
    message: `at most ${keysPerFamily} preferences per family`,
  });

export const preferenceWeightsSchema = z
  .object({
    cuisine_types: familyWeightsSchema,
    meal_types: familyWeightsSchema,
    cooking_methods: familyWeightsSchema,
    dietary_preferences: familyWeightsSchema,
  })
  .partial()
  .strict();
