/** Shorthand constructors for the hand-tuned scene tables. */
import type { Group, Layout, Scene } from './scene.ts';
import type { Shape } from './shapes.ts';

export const g = (
  shape: Shape,
  colors: string[],
  count: number,
  size: number,
  layout: Layout = 'scatter',
): Group => ({
  shape,
  colors,
  count,
  size,
  layout,
});

type SceneInput = Omit<Scene, 'garnish' | 'props' | 'cutlery' | 'surface'> & Partial<Scene>;

export const scene = (s: SceneInput): Scene => ({
  garnish: [],
  props: [],
  cutlery: 'none',
  surface: 'plain',
  ...s,
});

// Colours used across many scenes.
export const C = {
  herb: '#3f8f3a',
  basil: '#2f7d32',
  onion: '#5fae3c',
  chilli: '#b5170f',
  tomato: '#e0412f',
  sesame: '#f7efd9',
  yolk: '#f4a91f',
  cheese: '#fbf1c7',
  choc: '#3a1f14',
  berry: '#3d4e9c',
  straw: ['#e23e57', '#f5707f', '#f8d24a'],
  white: '#fbfaf6',
};
