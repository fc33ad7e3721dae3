/**
 * The design system the shell and every remote use. This package is a Module Federation
 * singleton and shared modules are not tree-shaken, so export only what the product uses:
 * every extra Chakra component here is downloaded by every visitor.
 */

// Chakra primitives used by the product (remotes must import them from here, never from Chakra).
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  Circle,
  CloseButton,
  Container,
  Dialog,
  Field,
  Flex,
  Grid,
  GridItem,
  Group,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Link,
  List,
  NativeSelect,
  Portal,
  Progress,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Tabs,
  Tag,
  Text,
  Textarea,
  Tooltip,
  VStack,
  VisuallyHidden,
  chakra,
  useDisclosure,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, StackProps, TextProps } from '@chakra-ui/react';

export { UiProvider } from './provider/ui-provider';
export { system, BRAND_GRADIENT } from './theme/system';
export { toaster } from './components/toaster/toaster';
export * from './components/page-container';
export * from './components/journey-stepper';
export * from './components/score-gauge/score-band';
export * from './components/usage-bar';
export * from './components/app-dialog';
export * from './components/gradient-panel';
export * from './components/remote-boundary';
export * from './components/icons';
export * from './components/page-placeholder';
// Animated pieces (framer-motion) live in '@resumebeat/shared-ui/motion', so pages without them
// (the landing page) do not download the animation library.
export type { UpgradeDialogProps } from './federation/remote-contracts';
