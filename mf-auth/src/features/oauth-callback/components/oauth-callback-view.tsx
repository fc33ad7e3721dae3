import { GradientPanel, Heading, Spinner, Text, VStack } from '@resumebeat/shared-ui';

/** The waiting screen of both callbacks: a spinner on the purple gradient. */
export function OAuthCallbackView({ heading, text }: { heading: string; text?: string }) {
  return (
    <GradientPanel>
      <VStack gap="5" textAlign="center" role="status" aria-live="polite">
        <Spinner size="xl" color="white" borderWidth="4px" aria-hidden="true" />
        <Heading as="h1" size="2xl">
          {heading}
        </Heading>
        {text ? <Text color="whiteAlpha.900">{text}</Text> : null}
      </VStack>
    </GradientPanel>
  );
}
