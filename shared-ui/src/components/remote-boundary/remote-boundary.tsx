import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { AlertIcon } from '../icons';

export interface RemoteFallbackProps {
  /** What could not be shown, e.g. 'the scanner'. */
  what: string;
  /** The error, shown in a short technical line for support. */
  error?: unknown;
  onRetry: () => void;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}

/** What a user sees in place of a part of the app that failed to load or crashed. */
export function RemoteFallback({ what, error, onRetry }: RemoteFallbackProps) {
  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      borderRadius="xl"
      p={{ base: '6', md: '10' }}
      maxW="2xl"
      mx="auto"
      my="10"
    >
      <VStack gap="3" textAlign="center">
        <AlertIcon boxSize="8" color="orange.500" />
        <Heading as="h2" size="lg">
          {`We couldn't load ${what}.`}
        </Heading>
        <Text color="fg.muted">
          The rest of ResumeBeat still works. Check your connection and try again; if it keeps failing, we are on it.
        </Text>
        {error !== undefined ? (
          <Text fontSize="xs" color="fg.subtle" fontFamily="mono" wordBreak="break-word" data-testid="remote-error">
            {describe(error).slice(0, 300)}
          </Text>
        ) : null}
        <Button colorPalette="brand" onClick={onRetry}>
          Retry
        </Button>
      </VStack>
    </Box>
  );
}

export interface RemoteBoundaryProps {
  what: string;
  /** Called when the user asks to retry, before the boundary re-renders its children. */
  onRetry?: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: unknown;
  failed: boolean;
}

/**
 * Keeps a failing remote (or any part) from unmounting the whole React root: React 19 removes the
 * root on an uncaught render error, which would take the app bar and footer with it.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[ResumeBeat] ${this.props.what} failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: undefined, failed: false });
  };

  override render() {
    if (this.state.failed) {
      return <RemoteFallback what={this.props.what} error={this.state.error} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
