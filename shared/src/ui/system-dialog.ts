// Loaded on demand by system-lazy.tsx, with its recipe: part of shared/ui's module graph, so it
// shares the one Chakra instance.
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './system';

addRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

export { Dialog } from '@chakra-ui/react/dialog';
