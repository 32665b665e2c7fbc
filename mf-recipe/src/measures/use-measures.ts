import { useEffect, useState } from 'react';

type Measures = typeof import('./present-amount.ts');
let loaded: Measures | null = null;

/**
 * The scaling and conversion code (the ingredient parser and its unit tables), loaded the first time
 * a visitor changes the servings or the units: most never do, and the page should not wait for it.
 */
export function useMeasures(wanted: boolean): Measures | null {
  const [measures, setMeasures] = useState(loaded);
  useEffect(() => {
    if (!wanted || measures) return;
    let current = true;
    import('./present-amount.ts')
      .then((module) => {
        loaded = module;
        if (current) setMeasures(module);
      })
      .catch((error: unknown) => console.error('[viral] could not load the measures', error));
    return () => {
      current = false;
    };
  }, [wanted, measures]);
  return measures;
}
