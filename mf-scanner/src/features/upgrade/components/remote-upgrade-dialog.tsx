import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Button, HStack, Portal, Spinner, Text, type UpgradeDialogProps } from '@resumebeat/shared-ui';
import { AppDialog } from '@resumebeat/shared-ui/overlays';

/** The upgrade dialog belongs to mf-billing; this remote loads it at run time, never imports it. */
export const UPGRADE_DIALOG_ID = 'mf_billing/UpgradeDialog';
/** A remote that has not answered in this time counts as failed (the shell uses the same). */
export const UPGRADE_LOAD_TIMEOUT_MS = 20_000;

async function loadUpgradeDialog(): Promise<{ default: ComponentType<UpgradeDialogProps> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${UPGRADE_DIALOG_ID} did not load within ${UPGRADE_LOAD_TIMEOUT_MS / 1000} s`)), UPGRADE_LOAD_TIMEOUT_MS);
  });
  try {
    // Promise.resolve().then: loadRemote may also throw synchronously (remote not registered).
    const module = await Promise.race([Promise.resolve().then(() => loadRemote<{ default?: unknown }>(UPGRADE_DIALOG_ID)), timeout]);
    if (!module || typeof module.default !== 'function') throw new Error(`${UPGRADE_DIALOG_ID} did not export a component`);
    return { default: module.default as ComponentType<UpgradeDialogProps> };
  } finally {
    clearTimeout(timer);
  }
}

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a missing or crashing billing remote from taking the page down with it. */
class UpgradeBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('[mf-scanner] the upgrade dialog could not be shown', error, info.componentStack);
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
      <HStack role="status" gap="3" position="fixed" bottom="6" left="50%" transform="translateX(-50%)" zIndex="modal" bg="bg.panel" borderWidth="1px" shadow="lg" borderRadius="lg" px="5" py="3">
        <Spinner size="sm" color="brand.solid" />
        <Text fontSize="sm">Loading upgrade options…</Text>
      </HStack>
    </Portal>
  );
}

/**
 * mf-billing's UpgradeDialog, loaded when first opened (`loadRemote` inside `React.lazy`), with a
 * note while it arrives and a dialog that says so, with Retry, when it cannot be loaded
 * (billing down, or the standalone QA page where no billing remote is registered).
 */
export function RemoteUpgradeDialog({ open, onClose, onUpgraded }: UpgradeDialogProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry loads again instead of replaying the failure.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` forces a fresh load.
  const UpgradeDialog = useMemo(() => lazy(loadUpgradeDialog), [attempt]);
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
              <Button variant="outline" onClick={onClose}>Close</Button>
              <Button colorPalette="brand" onClick={retry}>Retry</Button>
            </>
          }
        >
          <Text role="alert">We couldn&apos;t load the upgrade options right now. Check your connection and try again.</Text>
        </AppDialog>
      )}
    >
      <Suspense fallback={<LoadingNote />}>
        <UpgradeDialog open onClose={onClose} onUpgraded={onUpgraded} />
      </Suspense>
    </UpgradeBoundary>
  );
}
