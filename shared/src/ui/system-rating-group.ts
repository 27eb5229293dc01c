// Loaded on demand by system-lazy.tsx, with its recipe: part of shared/ui's module graph, so it
// shares the one Chakra instance.
import { ratingGroupSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './system';

addRecipes({ slotRecipes: { ratingGroup: ratingGroupSlotRecipe } });

export { RatingGroup } from '@chakra-ui/react/rating-group';
