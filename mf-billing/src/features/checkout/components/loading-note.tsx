import { useEffect, useRef } from 'react';
import { HStack, Spinner, Text } from '@resumebeat/shared-ui';

/**
 * What the payment step says while it loads ('Preparing a secure payment…', 'Loading the secure
 * card form…'). The plan chosen a moment ago is gone from the dialog, so the focus would fall to
 * the page's body (or wherever the dialog's trap puts it): the note takes it as it appears, and a
 * screen reader reads it, until the card form's first field is ready and takes it (decision 036).
 */
export function LoadingNote({ children }: { children: string }) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => note.current?.focus({ preventScroll: true }), []);
  return (
    <HStack
      ref={note}
      tabIndex={-1}
      gap="3"
      py="6"
      justify="center"
      role="status"
      outline="none"
      data-testid="payment-loading"
    >
      <Spinner size="sm" color="brand.solid" />
      <Text color="fg.muted">{children}</Text>
    </HStack>
  );
}
