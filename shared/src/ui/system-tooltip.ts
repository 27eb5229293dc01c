// Loaded on demand by system-lazy.tsx, with its recipe: part of shared/ui's module graph, so it
// shares the one Chakra instance.
import { tooltipSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './system';

addRecipes({ slotRecipes: { tooltip: tooltipSlotRecipe } });

export { Tooltip } from '@chakra-ui/react/tooltip';
