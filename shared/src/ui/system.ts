// The suite's Chakra system: Chakra's default tokens and global styles, but only the recipes of
// the components shared/ui exports (defaultSystem carries ~90 recipes, ~16 KB gzip on every page).
// Components that load on demand (system-lazy.tsx) bring their recipes with them.
// Adding a component to index.ts? system.test.ts names any recipe it needs that is missing here.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/**
 * Contrast (axe color-contrast, WCAG AA): error text red.500 at 12 px was 3.76:1 and the gray focus
 * ring gray.400 2.56:1 on white; these are 6.5:1 and 7.7:1.
 */
const colors = semanticTokens.colors as Record<string, Record<string, unknown>>;
const contrastTokens = {
  ...semanticTokens,
  colors: {
    ...colors,
    fg: { ...colors.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
    gray: { ...colors.gray, focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } },
  },
};

/**
 * A solid button's hover was its colour at 90% over white: white text on it fell to 4.31:1 (axe
 * found it on Save under the pointer). Hover and open darken to the palette's fg shade instead.
 */
const solid = buttonRecipe.variants!.variant.solid;
const button = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants!.variant,
      solid: { ...solid, _hover: { bg: 'colorPalette.fg' }, _expanded: { bg: 'colorPalette.fg' } },
    },
  },
};

/**
 * A user who asks the system for less motion (prefers-reduced-motion, WCAG 2.3.3) gets none:
 * dialogs, menus, popups and spinners appear in their end state. The durations are near zero rather
 * than none so that `animationend`, which closing dialogs and popups wait for, still comes.
 */
const reducedMotion = {
  '*, *::before, *::after': {
    _motionReduce: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      animationDelay: '0s !important',
      transitionDuration: '0.01ms !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
};

type Recipes = NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['theme']>['slotRecipes']>;

export const system: SystemContext = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss: { ...globalCss, ...reducedMotion },
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens: contrastTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button,
        checkmark: checkmarkRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        inputAddon: inputAddonRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        collapsible: collapsibleSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        field: fieldSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        stat: statSlotRecipe,
        table: tableSlotRecipe,
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
