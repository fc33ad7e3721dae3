/**
 * Props of the pieces one remote loads from another at run time (`loadRemote`), so both sides
 * agree on them without importing each other (remotes never import remotes).
 */

/** `mf_billing/UpgradeDialog`: the plans and payment dialog of SPEC.md section 2. */
export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after a successful upgrade, e.g. to refresh the usage card. */
  onUpgraded?: () => void;
}
