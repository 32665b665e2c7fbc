import '../styles.css';
import { usePageTitle } from '@viral/ui';
import { useParams } from 'wouter';
import { RecipeDetail } from '../components/RecipeDetail.tsx';
import { RecipeNotFound } from '../components/RecipeNotFound.tsx';
import { RecipePageSkeleton } from '../components/RecipePageSkeleton.tsx';
import { useRecipe } from '../recipe-query.ts';

/** /recipe/:slug: one recipe in full. */
export default function RecipePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: recipe, isPending } = useRecipe(slug);
  usePageTitle(recipe?.title ?? (isPending ? undefined : 'Recipe Not Found'));

  // A 404 and any other failure alike: public fetch failures are logged only.
  let content = <RecipeNotFound />;
  if (isPending) content = <RecipePageSkeleton />;
  // Keyed, so a recipe shown at once from the cache starts afresh, never with the last one's state.
  else if (recipe) content = <RecipeDetail key={recipe.id} recipe={recipe} />;
  // The scope root of mf-recipe's CSS (config/postcss-scope-utilities.ts).
  return <div data-mf="mf_recipe">{content}</div>;
}
