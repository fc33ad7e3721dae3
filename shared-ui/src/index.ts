/**
 * The design system's core: what the shell's own pages (landing, legal, app bar, footer) and
 * almost every page need. This package is split into Module Federation singletons by weight,
 * because shared modules are not tree-shaken and the core is downloaded by every visitor:
 *
 * - `@resumebeat/shared-ui`          provider, layout, typography, buttons, links, badges, icons
 * - `@resumebeat/shared-ui/forms`    fields, inputs, selects, checkbox, tabs, alerts
 * - `@resumebeat/shared-ui/widgets`  cards, lists, journey stepper, usage bar, progress bar, snackbar
 * - `@resumebeat/shared-ui/overlays` dialogs (focus trap, scroll lock)
 * - `@resumebeat/shared-ui/motion`   score gauge and framer-motion
 * - `@resumebeat/shared-ui/charts`   line and bar charts (Chakra's chart helpers on recharts)
 *
 * The shell registers all six, so every remote gets the shell's single copy of Chakra.
 * Remotes import Chakra pieces from these entries only, never from Chakra itself.
 */
export {
  Box,
  Button,
  Center,
  Circle,
  Container,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  IconButton,
  Link,
  Badge,
  Portal,
  Separator,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  VStack,
  VisuallyHidden,
  chakra,
  useDisclosure,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, StackProps, TextProps } from '@chakra-ui/react';

export { UiProvider, PREBUILT_GLOBAL_CSS_ATTRIBUTE } from './provider/ui-provider';
export { addPrebuiltStyles } from './provider/prebuilt-styles';
export { designSystem, BRAND_GRADIENT } from './theme/system';
export * from './components/page-container';
export * from './components/score-gauge/score-band';
export * from './components/usage-bar/usage-color';
export * from './components/gradient-panel';
export * from './components/remote-boundary';
export * from './components/loaded-when-opened';
export * from './components/icons';
export { UPGRADE_DIALOG_ID, type UpgradeDialogProps } from './federation/remote-contracts';
export {
  loadRemotePiece,
  loadRemoteComponent,
  provideRemoteLoader,
  REMOTE_LOAD_TIMEOUT_MS,
  type RemoteLoader,
  type RemotePieceId,
} from './federation/remote-pieces';
