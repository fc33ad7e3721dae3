/** What mf-billing exposes: the upgrade dialog other remotes open at run time (docs/decisions/002). */
export const exposes = {
  './UpgradeDialog': './src/exposes/upgrade-dialog.tsx',
};
