import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';
import { BRAND_GRADIENT } from '../../theme/system';

/** Full-height panel on the brand's purple gradient (identity-provider callback pages). */
export function GradientPanel({ children }: { children: ReactNode }) {
  return (
    <Flex
      flex="1"
      minH="60vh"
      align="center"
      justify="center"
      px="4"
      py="16"
      color="white"
      style={{ background: BRAND_GRADIENT }}
    >
      {children}
    </Flex>
  );
}
