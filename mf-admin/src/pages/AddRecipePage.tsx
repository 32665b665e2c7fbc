import { ADD_RECIPE_REDIRECT_MS } from '@viral/domain';
import { Button, fieldClass, usePageTitle } from '@viral/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { AddRecipeHelp } from '../components/AddRecipeHelp.tsx';
import { AddRecipeProgress } from '../components/AddRecipeProgress.tsx';
import { ADD_FAILED, ImportFailurePanel } from '../components/ImportFailurePanel.tsx';
import { recipeHref } from '../import/import-format.ts';
import { useImportJob } from '../import/use-import-job.ts';

/** /admin/add-recipe: one URL (or its pasted page source) imported as a one-item job. */
export function AddRecipePage() {
  usePageTitle('Add Recipe');
  const [, navigate] = useLocation();
  const [url, setUrl] = useState('');
  const [html, setHtml] = useState('');
  const importJob = useImportJob(ADD_FAILED);
  const item = importJob.job?.items[0];
  const target = item?.status === 'completed' ? recipeHref(item.recipe) : null;

  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => navigate(target), ADD_RECIPE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [target, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = url.trim();
    if (!trimmed || importJob.busy) return;
    void importJob.start(html.trim() ? { pages: [{ url: trimmed, html }] } : { urls: [trimmed] });
  };
  const failed = item && (item.status === 'skipped' || item.status === 'error');

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">Add Recipe</h1>
        <p className="text-stone-500">Import a recipe from its web address.</p>
      </div>
      <form onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
        <label className="block text-sm font-medium">
          Recipe URL
          <input
            type="url"
            required
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/best-lasagna"
            className={fieldClass}
          />
        </label>
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500">
            or paste the page source
          </summary>
          <label className="mt-2 block">
            <span className="text-stone-600">
              Page source (HTML), for sites that block fetching or need a login
            </span>
            <textarea
              rows={6}
              value={html}
              onChange={(e) => setHtml(e.target.value)}
              className={`${fieldClass} font-mono text-xs`}
            />
          </label>
        </details>
        <Button type="submit" disabled={!url.trim() || importJob.busy} variant="primary">
          {importJob.busy ? 'Processing...' : 'Validate & Generate Recipe'}
        </Button>
        <p className="text-xs text-stone-500">Processing may take 30-90 seconds.</p>
      </form>
      <AddRecipeProgress active={importJob.busy && !failed} item={item} />
      {importJob.error && (
        <p role="alert" className="font-medium text-red-700">
          {importJob.error}
        </p>
      )}
      {failed && <ImportFailurePanel item={item} />}
      <AddRecipeHelp />
    </section>
  );
}
