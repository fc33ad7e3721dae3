import { useEffect } from 'react';
import { Box, Portal } from '@chakra-ui/react';

export interface SnackbarProps {
  open: boolean;
  message: string;
  onClose: () => void;
  /** How long it stays. @default 3000 (docs/product/rules-and-limits.md#time-and-progress) */
  durationMs?: number;
}

/** A short message at the bottom of the screen that goes away by itself. */
export function Snackbar({ open, message, onClose, durationMs = 3000 }: SnackbarProps) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs, onClose]);
  if (!open) return null;
  return (
    <Portal>
      <Box
        role="status"
        aria-live="polite"
        position="fixed"
        bottom="6"
        left="50%"
        transform="translateX(-50%)"
        zIndex="toast"
        bg="gray.900"
        color="white"
        px="5"
        py="3"
        borderRadius="lg"
        shadow="lg"
        fontSize="sm"
        maxW="calc(100vw - 2rem)"
      >
        {message}
      </Box>
    </Portal>
  );
}
