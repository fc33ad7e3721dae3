/**
 * The pieces one remote loads from another at run time (`loadRemotePiece`), and their props, so
 * both sides agree on them without importing each other (remotes never import remotes).
 */

/** mf-billing's plans and payment dialog of docs/product/plans-and-billing.md#upgrade-dialog. Open it with `RemoteUpgradeDialog` (`/overlays`). */
export const UPGRADE_DIALOG_ID = 'mf_billing/UpgradeDialog';

/** Props of `mf_billing/UpgradeDialog`. */
export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after a successful upgrade, e.g. to refresh the usage card. */
  onUpgraded?: () => void;
}
