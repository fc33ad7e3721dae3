import { Link as RouterLink, useNavigate } from '@resumebeat/shared-router';
import { Badge, Button, Flex, HStack, Link, Text } from '@resumebeat/shared-ui';
import { createGuestSession, logout, useSession } from '@resumebeat/shared-session';
import type { StandaloneRoute } from './mount-standalone';
import { signInQaAccount, signInQaMember } from './qa-account';

/** The dev-session bar of a standalone remote: which remote, which session, its pages. */
export function QaBar({ remote, routes }: { remote: string; routes: StandaloneRoute[] }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const reload = () => navigate(0);
  const sessionLabel = user ? (user.isGuest ? 'Guest' : user.username) : 'Signed out';
  return (
    <Flex as="header" bg="gray.900" color="white" px="4" py="2" gap="3" align="center" wrap="wrap" fontSize="sm">
      <Badge colorPalette="yellow" variant="solid">
        QA
      </Badge>
      <Text fontWeight="bold">{remote} standalone</Text>
      <HStack as="nav" aria-label="Remote pages" gap="2" wrap="wrap">
        {routes.map((route) => (
          <Link key={route.path} asChild color="gray.200">
            <RouterLink to={route.path}>{route.path}</RouterLink>
          </Link>
        ))}
      </HStack>
      <HStack ms="auto" gap="2" wrap="wrap">
        <Text data-testid="qa-session">Session: {sessionLabel}</Text>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            logout();
            reload();
          }}
        >
          Signed out
        </Button>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            createGuestSession();
            reload();
          }}
        >
          Guest
        </Button>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            void signInQaAccount().then(reload, (error: unknown) =>
              window.alert(`QA sign-in failed: ${String(error)}`),
            );
          }}
        >
          QA account
        </Button>
        <Button
          size="xs"
          variant="subtle"
          onClick={() => {
            void signInQaMember().then(reload, (error: unknown) =>
              window.alert(`QA member sign-in failed: ${String(error)}`),
            );
          }}
        >
          QA member
        </Button>
      </HStack>
    </Flex>
  );
}
