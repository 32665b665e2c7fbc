const INVALID = [
  'Recipe roundups and "best of" lists with several recipes',
  'Cooking tips and technique posts',
  'Meal planning guides',
  'Restaurant reviews',
  'Incomplete recipes missing ingredients or steps',
];
const VALID = [
  'A single recipe page from a food blog',
  'Recipe pages of cooking sites and magazines',
  'Pages with a title, an ingredient list and step-by-step instructions',
];
const STEPS = [
  'Validate: the page is checked to hold one complete, cookable recipe.',
  'Extract: title, ingredients, steps, times and nutrition are read from the page.',
  'Categorize: 8-15 tags and categories are assigned automatically.',
  'Publish: the recipe is saved and you are taken to its page.',
];

/** The guidance beside the Add Recipe form: invalid and valid URL kinds, four steps. */
export function AddRecipeHelp() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h2 className="font-semibold text-red-700">Common invalid URLs</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-600">
          {INVALID.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <section className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <h2 className="font-semibold text-green-700">Valid URLs</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-stone-600">
          {VALID.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <section className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 md:col-span-2">
        <h2 className="font-semibold">How it works</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-600">
          {STEPS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
