import { DIFFICULTIES, type Recipe, titleCase } from '@viral/domain';
import { Button, fieldClass } from '@viral/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../admin-api.ts';
import { type EditForm, EditFormError, formFromRecipe, updateFromForm } from '../edit-form.ts';
import { useUpdateRecipe } from '../recipe-mutations.ts';
import { ModalDialog } from './ModalDialog.tsx';
import { RecipeVideoSection } from './RecipeVideoSection.tsx';
import { IngredientsEditor, InstructionsEditor, NutritionEditor } from './StepsEditor.tsx';

type Props = { recipe: Recipe; onClose: () => void };
type TextField = Exclude<keyof EditForm, 'ingredients' | 'instructions' | 'difficulty' | 'nutrition'>;

const NUMBER_FIELDS: [TextField, string, string][] = [
  ['prep_time', 'Prep time (min)', '1'],
  ['cook_time', 'Cook time (min)', '1'],
  ['total_time', 'Total time (min)', '1'],
  ['servings', 'Servings', '1'],
  ['estimated_cost', 'Estimated cost ($)', '0.01'],
];

/**
 * The edit-recipe dialog: every editable field, validated here and again on the server; the video
 * above them, removed or replaced at once.
 */
export function EditRecipeDialog({ recipe, onClose }: Props) {
  const [form, setForm] = useState(() => formFromRecipe(recipe));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateRecipe();
  const set = <K extends keyof EditForm>(key: K, value: EditForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const textInput = (key: TextField, label: string, props: Record<string, string> = {}) => (
    <label className="block text-sm font-medium">
      {label}
      <input value={form[key]} onChange={(e) => set(key, e.target.value)} className={fieldClass} {...props} />
    </label>
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    try {
      const changes = updateFromForm(form);
      setError(null);
      update.mutate(
        { id: recipe.id, update: changes },
        { onSuccess: onClose, onError: (e) => setError(errorMessage(e, 'Failed to update recipe')) },
      );
    } catch (e) {
      if (e instanceof EditFormError) setError(e.message);
      else throw e;
    }
  };

  return (
    <ModalDialog title="Edit Recipe" onClose={onClose} wide>
      <RecipeVideoSection recipeId={recipe.id} />
      <form onSubmit={save} noValidate className="mt-4 space-y-3">
        {textInput('title', 'Title')}
        <label className="block text-sm font-medium">
          Description
          <textarea
            rows={3}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            className={fieldClass}
          />
        </label>
        {textInput('image_url', 'Image URL', { type: 'url' })}
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <label className="block text-sm font-medium">
            Difficulty
            <select
              value={form.difficulty}
              onChange={(e) => set('difficulty', e.target.value as EditForm['difficulty'])}
              className={fieldClass}
            >
              <option value="">-</option>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {titleCase(d)}
                </option>
              ))}
            </select>
          </label>
          {NUMBER_FIELDS.map(([key, label, step]) => (
            <div key={key}>
              {textInput(key, label, { type: 'number', min: '0', step, inputMode: 'decimal' })}
            </div>
          ))}
        </div>
        {textInput('tags', 'Tags (comma-separated)')}
        {textInput('required_appliances', 'Required appliances (comma-separated)')}
        <IngredientsEditor items={form.ingredients} onChange={(items) => set('ingredients', items)} />
        <InstructionsEditor steps={form.instructions} onChange={(steps) => set('instructions', steps)} />
        <NutritionEditor values={form.nutrition} onChange={(values) => set('nutrition', values)} />
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button onClick={onClose} variant="secondary">
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending} variant="primary">
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
