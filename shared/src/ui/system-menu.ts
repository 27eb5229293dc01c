// Loaded on demand by system-lazy.tsx, with its recipe: part of shared/ui's module graph, so it
// shares the one Chakra instance.
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './system';

addRecipes({ slotRecipes: { menu: menuSlotRecipe } });

export { Menu } from '@chakra-ui/react/menu';
