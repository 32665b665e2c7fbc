// What an OpenAI-compatible model answers for a blog post with one recipe: the validate and extract calls.
/** What a model answers for a blog post with one recipe, as the validate call returns it. */
export const AI_VALIDATION = {
  is_recipe: true,
  confidence: 88,
  reason: 'One complete recipe',
  page_type: 'single_recipe',
  detected_recipes_count: 1,
};
/** The extract call's answer for that post. */
export const AI_RECIPE = {
  title: "Nonna's Sunday Sauce",
  description: 'A slow tomato sauce.',
  difficulty: 'easy',
  prep_time: 10,
  cook_time: 180,
  total_time: 190,
  servings: 6,
  estimated_cost: 9.5,
  required_appliances: ['stovetop'],
  ingredients: [
    { name: 'canned tomatoes', amount: '2', unit: 'cans', notes: null },
    { name: 'garlic', amount: '4', unit: 'cloves', notes: null },
  ],
  instructions: [
    { step: 1, description: 'Simmer the tomatoes with garlic and oil.', time: 180, temperature: null },
    { step: 2, description: 'Season at the end.', time: null, temperature: null },
  ],
  tags: ['Italian', 'Dinner', 'Tomato', 'Comfort Food'],
  image_urls: [],
  nutrition_info: null,
};
