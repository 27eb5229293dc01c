// The suite's Chakra system: Chakra's default tokens and global styles, but only the recipes of
// the components shared/ui exports (defaultSystem carries ~90 recipes, ~16 KB gzip on every page).
// Components that load on demand (system-lazy.tsx) bring their recipes with them.
// Adding a component to index.ts? system.test.ts names any recipe it needs that is missing here.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles, breakpoints, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens,
  alertSlotRecipe, badgeRecipe, buttonRecipe, cardSlotRecipe, checkboxSlotRecipe, checkmarkRecipe, collapsibleSlotRecipe,
  containerRecipe, emptyStateSlotRecipe, fieldSlotRecipe, headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe,
  linkRecipe, nativeSelectSlotRecipe, separatorRecipe, skeletonRecipe, spinnerRecipe, statSlotRecipe, tableSlotRecipe,
  textareaRecipe, toastSlotRecipe,
} from '@chakra-ui/react/theme';

type Recipes = NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['theme']>['slotRecipes']>;

export const system: SystemContext = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles,
      recipes: {
        badge: badgeRecipe, button: buttonRecipe, checkmark: checkmarkRecipe, container: containerRecipe,
        heading: headingRecipe, icon: iconRecipe, input: inputRecipe, inputAddon: inputAddonRecipe, link: linkRecipe,
        separator: separatorRecipe, skeleton: skeletonRecipe, spinner: spinnerRecipe, textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe, card: cardSlotRecipe, checkbox: checkboxSlotRecipe, collapsible: collapsibleSlotRecipe,
        emptyState: emptyStateSlotRecipe, field: fieldSlotRecipe, nativeSelect: nativeSelectSlotRecipe,
        stat: statSlotRecipe, table: tableSlotRecipe, toast: toastSlotRecipe,
      },
    },
  }),
);

/**
 * Adds the recipes of a component loaded on demand, before its first render. The system reads
 * recipes by key from its config on first use, so late additions behave like initial ones.
 */
export function addRecipes({ recipes, slotRecipes }: { recipes?: Recipes; slotRecipes?: SlotRecipes }) {
  const theme = (system._config.theme ??= {});
  if (recipes) theme.recipes = { ...theme.recipes, ...recipes };
  if (slotRecipes) theme.slotRecipes = { ...theme.slotRecipes, ...slotRecipes };
}
