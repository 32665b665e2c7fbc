/** The description of one illustration: table, dish, food and props. */

import type { GarnishKind } from './garnish.ts';
import type { Cutlery } from './props.ts';
import type { Shape } from './shapes.ts';
import type { Surface } from './surface.ts';
import type { Vessel } from './vessels.ts';

export type Layout = 'scatter' | 'sector' | 'pile' | 'center' | 'ring' | 'row' | 'grid';
export type Texture = 'grains' | 'dust' | 'foam' | 'crumb' | 'noodles';

export interface Group {
  shape: Shape;
  colors: string[];
  count: number;
  size: number;
  layout: Layout;
}

export interface Scene {
  table: [string, string];
  surface: Surface;
  vessel: Vessel;
  /** Colour of the dish itself. */
  color: string;
  /** Parchment, inner glaze or saucer colour where the vessel has one. */
  inner?: string;
  /** Sauce, broth or drink under the pieces. */
  base?: string;
  texture?: [Texture, string];
  groups: Group[];
  garnish: [GarnishKind, string, number, number][];
  drizzle?: [string, number];
  swirl?: string;
  steam?: boolean;
  napkin?: string;
  cutlery: Cutlery;
  props: string[];
}
