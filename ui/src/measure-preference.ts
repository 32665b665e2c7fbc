import { STORAGE_KEYS } from '@viral/domain';
import { readStored, writeStored } from './local-store.ts';

/** How the visitor wants a recipe's measures: as the recipe wrote them, or all US or all metric. */
export const MEASURE_SYSTEMS = ['as-written', 'us', 'metric'] as const;
export type MeasureSystem = (typeof MEASURE_SYSTEMS)[number];

const isMeasureSystem = (value: unknown): value is MeasureSystem =>
  MEASURE_SYSTEMS.includes(value as MeasureSystem);

/** The visitor's last choice in this browser; 'as-written' until there is one. */
export function readMeasureSystem(): MeasureSystem {
  return readStored(STORAGE_KEYS.measureSystem, 'as-written', isMeasureSystem);
}

export function saveMeasureSystem(system: MeasureSystem): void {
  writeStored(STORAGE_KEYS.measureSystem, system);
}
