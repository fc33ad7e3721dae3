/**
 * Dialogs: a federation singleton of its own, because Chakra's dialog brings its state machine,
 * focus trap and scroll lock that the landing page and most first visits never need. Its recipe
 * travels with it (passed to `Dialog.Root`) instead of sitting in the core system.
 */
export { Dialog } from './components/app-dialog/dialog';
export { AppDialog, type AppDialogProps } from './components/app-dialog';
/** mf-billing's upgrade dialog, loaded at run time when opened (see `federation/remote-pieces.ts`). */
export { RemoteUpgradeDialog } from './components/remote-upgrade-dialog';
