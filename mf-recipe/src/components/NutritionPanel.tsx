import { NUTRITION_UNITS, type Nutrient, type Nutrition, titleCase } from '@viral/domain';
import { Panel } from './Panel.tsx';

/** Nutrition in its units: calories bare, sodium in mg, the rest in g. */
export function NutritionPanel({ nutrition }: { nutrition: Nutrition | null }) {
  if (!nutrition) return null;
  return (
    <Panel id="nutrition-heading" title="Nutrition">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2">
        {(Object.keys(NUTRITION_UNITS) as Nutrient[]).map((key) => (
          <div key={key} className="flex justify-between border-b border-stone-100 py-1.5">
            <dt className="text-stone-600">{titleCase(key)}</dt>
            <dd className="font-semibold">
              {nutrition[key]}
              {NUTRITION_UNITS[key]}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
