import { Badge, Heading, Stack, Text } from '@chakra-ui/react';

/** Stands in for a page that a later release builds, so routing and federation can be tested now. */
export function PagePlaceholder({ name, remote }: { name: string; remote: string }) {
  return (
    <Stack
      maxW="3xl"
      mx="auto"
      my="12"
      px="6"
      py="10"
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="2xl"
      textAlign="center"
      align="center"
      data-testid="page-placeholder"
    >
      <Badge colorPalette="brand" variant="subtle">
        {remote}
      </Badge>
      <Heading as="h1" size="2xl">
        {name}
      </Heading>
      <Text color="fg.muted">This page is coming soon.</Text>
    </Stack>
  );
}
