// Loaded on demand by system-lazy.tsx, with its recipe: part of shared/ui's module graph, so it
// shares the one Chakra instance.
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './system';

addRecipes({ slotRecipes: { progress: progressSlotRecipe } });

export { Progress } from '@chakra-ui/react/progress';
