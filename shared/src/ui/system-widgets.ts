// Loaded on demand by system-lazy.tsx: widgets few screens use, with their recipes.
import { fileUploadSlotRecipe, tabsSlotRecipe } from '@chakra-ui/react/theme';
import { addRecipes } from './system';

addRecipes({ slotRecipes: { fileUpload: fileUploadSlotRecipe, tabs: tabsSlotRecipe } });

export { FileUpload } from '@chakra-ui/react/file-upload';
export { Pagination } from '@chakra-ui/react/pagination';
export { Tabs } from '@chakra-ui/react/tabs';
