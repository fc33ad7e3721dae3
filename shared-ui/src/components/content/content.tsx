import { Card as ChakraCard, List as ChakraList, type CardRootProps, type ListRootProps } from '@chakra-ui/react';
import { cardSlotRecipe, listSlotRecipe } from '@chakra-ui/react/theme';

/*
 * Card and List with their recipes passed in, so the recipes (and Chakra's component anatomies
 * they need) download with the widgets entry rather than with every page.
 */

function CardRoot(props: CardRootProps) {
  return <ChakraCard.Root recipe={cardSlotRecipe} {...props} />;
}
export const Card = { ...ChakraCard, Root: CardRoot };

function ListRoot(props: ListRootProps) {
  return <ChakraList.Root recipe={listSlotRecipe} {...props} />;
}
export const List = { ...ChakraList, Root: ListRoot };
