import { type MeasureSystem, readMeasureSystem, saveMeasureSystem, useBrowserValue } from '@viral/ui';
import { useState } from 'react';

/** Whole servings when the recipe says how many it makes; otherwise halves of the recipe as written. */
export type ScaleStep = { label: string; amount: number; min: number; max: number; step: number };

const MAX_SERVINGS = 99;
const MAX_BATCHES = 10;

/**
 * The servings a visitor cooks for (kept for this page only) and the measure system they read in
 * (remembered in the browser); `factor` is what every ingredient amount is multiplied by.
 */
export function useRecipeScale(servings: number | null) {
  const base = servings !== null && servings > 0 ? servings : null;
  const [amount, setAmount] = useState(base ?? 1);
  // What this browser remembers shows once hydrated; the server's HTML is 'as written'.
  const remembered = useBrowserValue(readMeasureSystem, 'as-written');
  const [chosen, setSystemState] = useState<MeasureSystem | null>(null);
  const system = chosen ?? remembered;
  const scale: ScaleStep = base
    ? { label: 'Servings', amount, min: 1, max: Math.max(MAX_SERVINGS, base), step: 1 }
    : { label: 'Batch', amount, min: 0.5, max: MAX_BATCHES, step: 0.5 };
  const setSystem = (next: MeasureSystem) => {
    setSystemState(next);
    saveMeasureSystem(next);
  };
  return {
    scale,
    factor: amount / (base ?? 1),
    system,
    setSystem,
    setAmount: (next: number) => setAmount(Math.min(scale.max, Math.max(scale.min, next))),
    reset: () => setAmount(base ?? 1),
  };
}

/** The scale a recipe page shares between its ingredient list and its cook mode. */
export type RecipeScale = ReturnType<typeof useRecipeScale>;
