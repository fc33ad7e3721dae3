import { Dialog as ChakraDialog, type DialogRootProps } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

function DialogRoot(props: DialogRootProps) {
  return <ChakraDialog.Root recipe={dialogSlotRecipe} {...props} />;
}

/** Chakra's Dialog parts, with the dialog recipe supplied by the root (see overlays.ts). */
export const Dialog = { ...ChakraDialog, Root: DialogRoot };
