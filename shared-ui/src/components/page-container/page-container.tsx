import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';

export interface PageContainerProps {
  /** Page heading, rendered as the page's single `h1`. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Content aligned right of the heading (close button, chips). */
  actions?: ReactNode;
  children: ReactNode;
  /**
   * Maximum content width.
   * @default '5xl'
   */
  maxWidth?: string;
}

/** The frame of every product page: centred column, responsive padding, heading row. */
export function PageContainer({ title, subtitle, actions, children, maxWidth = '5xl' }: PageContainerProps) {
  return (
    <Container maxW={maxWidth} px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      {title || actions ? (
        <Stack direction="row" justify="space-between" align="flex-start" gap="4" mb="6">
          {/* May shrink, and long words (a username, a file name) break: on a phone the row never
              pushes the page wider than the screen. */}
          <Box minW="0" overflowWrap="anywhere">
            {title ? (
              <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
                {title}
              </Heading>
            ) : null}
            {subtitle ? (
              <Text mt="2" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
                {subtitle}
              </Text>
            ) : null}
          </Box>
          {actions}
        </Stack>
      ) : null}
      {children}
    </Container>
  );
}
