import type { PluginCreator } from 'postcss';

type Options = { scope: string };

/** One class compound (`.py-10`, `.md\\:hidden`, `.hover\\:x:hover`): no combinators or pseudo-elements. */
const ROOT_MATCHABLE = /^\.(?:\\.|[^\s>+~:]|:(?!:))*$/;

/**
 * Wraps a remote's Tailwind utilities in `@scope (<root selector>)`.
 *
 * Every app compiles its own Tailwind CSS, so the page holds several copies of rules like `.flex`. Within
 * one sheet Tailwind orders `.flex` before `.md:hidden`; across sheets a later sheet's `.flex` beats an
 * earlier sheet's `.md:hidden` (same layer, same specificity), breaking responsive classes. Scoped rules
 * win over unscoped ones, and the nearest scope root wins, regardless of load order: so in a remote's area
 * its own sheet decides, and a nested remote's area (mf-recipe's share dialog over mf-feed's feed) follows its own sheet.
 */
export const scopeUtilities: PluginCreator<Options> = (options) => ({
  postcssPlugin: 'viral-scope-utilities',
  OnceExit(root, { AtRule }) {
    if (!options?.scope) return;
    root.walkAtRules('layer', (layer) => {
      if (layer.params !== 'utilities' || !layer.nodes?.length) return;
      const scope = new AtRule({ name: 'scope', params: `(${options.scope})` });
      scope.append(layer.nodes);
      // Plain selectors inside @scope match only descendants of the root; a remote's root element
      // (`<div data-mf="mf_feed" className="mx-auto py-10">`) needs its own utilities too.
      scope.walkRules((rule) => {
        rule.selectors = rule.selectors.flatMap((selector) =>
          ROOT_MATCHABLE.test(selector) ? [selector, `:scope${selector}`] : [selector],
        );
      });
      layer.append(scope);
    });
  },
});
scopeUtilities.postcss = true;
