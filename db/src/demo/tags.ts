import type { DemoTag } from './types.ts';

export const demoTags: DemoTag[] = [
  // Categories
  {
    name: 'Breakfast',
    description: 'Morning plates, bowls and bakes worth getting up for.',
    color: '#F59E0B',
    is_category: true,
  },
  {
    name: 'Lunch',
    description: 'Midday bowls, salads and wraps that travel well.',
    color: '#84CC16',
    is_category: true,
  },
  {
    name: 'Dinner',
    description: 'Weeknight and weekend mains for the whole table.',
    color: '#DC2626',
    is_category: true,
  },
  {
    name: 'Dessert',
    description: 'Sweet bakes, no-bake treats and everything chocolate.',
    color: '#EC4899',
    is_category: true,
  },
  {
    name: 'Snacks',
    description: 'Bites, dips and party food for grazing.',
    color: '#F97316',
    is_category: true,
  },
  {
    name: 'Drinks',
    description: 'Whipped, iced and layered drinks made at home.',
    color: '#8B5CF6',
    is_category: true,
  },
  {
    name: 'Vegetarian',
    description: 'Meat-free recipes that still feel like a treat.',
    color: '#16A34A',
    is_category: true,
  },
  {
    name: 'Vegan',
    description: 'Completely plant-based, no eggs or dairy.',
    color: '#059669',
    is_category: true,
  },
  {
    name: 'Italian',
    description: 'Pasta, gnocchi and classics from the Italian kitchen.',
    color: '#E11D48',
    is_category: true,
  },
  {
    name: 'Asian',
    description: 'Rice bowls, noodles and dumplings from across Asia.',
    color: '#EF4444',
    is_category: true,
  },
  {
    name: 'Mexican',
    description: 'Tacos, dips and street-food favourites.',
    color: '#EAB308',
    is_category: true,
  },
  {
    name: 'Quick Meals',
    description: 'On the table in 20 minutes or less.',
    color: '#06B6D4',
    is_category: true,
  },
  {
    name: 'Healthy',
    description: 'Balanced recipes packed with vegetables, fibre and protein.',
    color: '#22C55E',
    is_category: true,
  },
  // Hashtag-style tags
  {
    name: 'Viral',
    description: 'The recipes everyone is filming this season.',
    color: '#D946EF',
    is_category: false,
  },
  {
    name: 'Air Fryer',
    description: 'Crispy results with a spoonful of oil, made in the air fryer.',
    color: '#0EA5E9',
    is_category: false,
  },
  {
    name: 'One Pot',
    description: 'One pan or pot, fewer dishes to wash.',
    color: '#A16207',
    is_category: false,
  },
  {
    name: 'Sheet Pan',
    description: 'Everything roasted together on a single tray.',
    color: '#B45309',
    is_category: false,
  },
  {
    name: 'Comfort Food',
    description: 'Cosy, cheesy, saucy food for slow evenings.',
    color: '#C2410C',
    is_category: false,
  },
  {
    name: 'Spicy',
    description: 'Chilli heat, from a gentle kick to properly fiery.',
    color: '#B91C1C',
    is_category: false,
  },
  {
    name: 'Meal Prep',
    description: 'Make once, eat well for several days.',
    color: '#0D9488',
    is_category: false,
  },
  {
    name: 'Budget',
    description: 'Big flavour for a few dollars per serving.',
    color: '#65A30D',
    is_category: false,
  },
  {
    name: 'High Protein',
    description: 'At least 20 g of protein per serving.',
    color: '#2563EB',
    is_category: false,
  },
  {
    name: 'Garlic',
    description: 'For people who measure garlic with their heart.',
    color: '#CA8A04',
    is_category: false,
  },
  {
    name: 'Chocolate',
    description: 'Dark, milk or white, as long as it is chocolate.',
    color: '#7C2D12',
    is_category: false,
  },
  {
    name: 'Cheesy',
    description: 'Melted, baked, whipped or pulled cheese.',
    color: '#FACC15',
    is_category: false,
  },
  {
    name: 'Crispy',
    description: 'Shatteringly crunchy edges and golden crusts.',
    color: '#EA580C',
    is_category: false,
  },
  {
    name: 'No Bake',
    description: 'No oven needed, just a fridge, freezer or stovetop.',
    color: '#6366F1',
    is_category: false,
  },
  {
    name: '3 Ingredients',
    description: 'Recipes built on three main ingredients.',
    color: '#14B8A6',
    is_category: false,
  },
];
