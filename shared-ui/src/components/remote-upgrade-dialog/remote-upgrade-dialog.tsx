import { Component, Suspense, lazy, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { Button, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { AppDialog } from '../app-dialog';
// Through the package name, not a relative path: this file is bundled into the `/overlays`
// singleton, and the loader the shell installed lives in the core entry's module instance.
import { UPGRADE_DIALOG_ID, loadRemoteComponent, type UpgradeDialogProps } from '@resumebeat/shared-ui';

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a missing or crashing billing remote from taking the page that opened it down with it. */
class UpgradeBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('[upgrade] the upgrade dialog could not be shown', error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * While the dialog's code arrives: a note, not a modal. A modal here would be unmounted the moment
 * the real dialog mounts, and its focus restoration would dismiss the real one.
 */
function LoadingNote() {
  return (
    <Portal>
      <HStack
        role="status"
        gap="3"
        position="fixed"
        bottom="6"
        left="50%"
        transform="translateX(-50%)"
        zIndex="modal"
        bg="bg.panel"
        borderWidth="1px"
        shadow="lg"
        borderRadius="lg"
        px="5"
        py="3"
      >
        <Spinner size="sm" color="brand.solid" />
        <Text fontSize="sm">Loading upgrade options…</Text>
      </HStack>
    </Portal>
  );
}

/**
 * mf-billing's upgrade dialog for any page that offers an upgrade: loaded through the shell when
 * first opened (so its code, Stripe.js included, is fetched only then), with a note while it
 * arrives and, when it cannot be loaded (billing down, or a remote running on its own), a dialog
 * that says so with Retry.
 *
 * ```tsx
 * <RemoteUpgradeDialog open={open} onClose={() => setOpen(false)} onUpgraded={reloadUsage} />
 * ```
 */
export function RemoteUpgradeDialog({ open, onClose, onUpgraded }: UpgradeDialogProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry loads again instead of replaying the failure.
  const UpgradeDialog = useMemo(
    () => lazy(() => loadRemoteComponent<UpgradeDialogProps>(UPGRADE_DIALOG_ID)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` forces a fresh load.
    [attempt],
  );
  if (!open) return null;
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };
  return (
    <UpgradeBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <AppDialog
          open
          onOpenChange={onOpenChange}
          title="Upgrade unavailable"
          footer={
            <>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button colorPalette="brand" onClick={retry}>
                Retry
              </Button>
            </>
          }
        >
          <Text role="alert">
            We couldn&apos;t load the upgrade options right now. Check your connection and try again.
          </Text>
        </AppDialog>
      )}
    >
      <Suspense fallback={<LoadingNote />}>
        <UpgradeDialog open onClose={onClose} onUpgraded={onUpgraded} />
      </Suspense>
    </UpgradeBoundary>
  );
}
