import type { ReactNode } from 'react';
import { CloseButton, Portal } from '@chakra-ui/react';
import { Dialog } from './dialog';

export interface AppDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons, right-aligned. */
  footer?: ReactNode;
  /** @default 'md' */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'cover' | 'full';
  /** Close on a click outside and on Escape. @default true */
  dismissible?: boolean;
  /**
   * Called once the dialog has closed and its exit animation has finished, e.g. to open another
   * dialog in its place without the closing one's focus restoration dismissing the new one.
   */
  onExitComplete?: () => void;
}

/** A modal dialog with title, body, footer and a close button; closes on Escape and outside click. */
export function AppDialog({
  open,
  onOpenChange,
  title,
  children,
  footer,
  size = 'md',
  dismissible = true,
  onExitComplete,
}: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={size}
      placement="center"
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      scrollBehavior="inside"
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
