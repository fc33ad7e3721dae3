import { useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from '@resumebeat/shared-router';
import { Badge, Box, Button, Flex, HStack, Link, Stack, StarIcon, Text, chakra } from '@resumebeat/shared-ui';
import { signOut as endSession, useSession } from '@resumebeat/shared-session';
import { paths } from '../routes/paths';
import { STORED_USER_ATTRIBUTE } from '@resumebeat/shared-contract/first-paint';

function Brand({ to }: { to: string }) {
  return (
    <Link
      asChild
      gap="0"
      fontWeight="extrabold"
      fontSize={{ base: 'lg', md: 'xl' }}
      letterSpacing="tight"
      color="fg"
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to={to} aria-label="ResumeBeat home">
        <Box as="span" color="brand.solid">
          Resume
        </Box>
        Beat
      </RouterLink>
    </Link>
  );
}

const NavLink = chakra(RouterLink, {
  base: {
    px: '3',
    py: '2',
    borderRadius: 'md',
    fontWeight: 'medium',
    fontSize: 'sm',
    color: 'fg.muted',
    _hover: { bg: 'bg.muted', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
});

const PLAN_BADGES: Record<number, string> = { 1: 'Basic', 2: 'Premium', 3: 'Enterprise' };

/**
 * The member's plan, named (docs/product/screens.md#app-bar-and-footer): 'Premium' for Premium, 'Basic' or 'Enterprise' for the
 * others, 'Member' while the account's plan is not known yet (it is read on start).
 */
export const memberBadge = (membershipType: number | undefined) =>
  (membershipType !== undefined && PLAN_BADGES[membershipType]) || 'Member';

const MENU_ID = 'app-bar-menu';

/**
 * Top bar in its three states: signed out, signed in (with 'Premium' badge), guest. From `md` up the
 * links and Logout sit in the bar, which stays at the top; on a phone the bar is one compact row
 * (brand, who is signed in, Menu) that scrolls away, and the links and Logout open under it from
 * Menu (docs/decisions/035).
 */
export function AppBar() {
  const { user } = useSession();
  const { pathname } = useLocation();
  // Open on the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const signOut = () => {
    // Revokes the account's tokens on the server too (a copied token is then worth nothing).
    endSession();
    // A full navigation, not a client-side one: the router's navigation is a transition, and the
    // page being left would first re-render without a session and redirect elsewhere (/dashboard
    // sends visitors without a session to /). It also drops every remote's in-memory state.
    window.location.assign(paths.login);
  };
  const links = (
    <>
      <NavLink to={paths.profile}>Profile</NavLink>
      <NavLink to={paths.coverLetter}>Cover Letter</NavLink>
    </>
  );
  const signOutButton = user ? (
    <Button size="sm" variant="outline" onClick={signOut}>
      {user.isGuest ? 'Exit Guest Mode' : 'Logout'}
    </Button>
  ) : null;
  return (
    <Box
      as="header"
      bg="bg.panel"
      borderBottomWidth="1px"
      position={{ base: 'relative', md: 'sticky' }}
      top="0"
      zIndex="sticky"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuOpen) return;
        setOpenOn(null);
        menuButton.current?.focus();
      }}
    >
      <Flex
        as="nav"
        aria-label="Main"
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        minH={{ base: '14', md: '16' }}
        py="2"
        align="center"
        justify="space-between"
        gap="2"
      >
        {/* From md up the links sit beside the brand, not beside the name: the name, unknown to the
            first paint, then comes in without moving them (docs/decisions/046). */}
        <HStack gap={{ base: '2', md: '6' }} minW="0">
          <Brand to={user ? paths.dashboard : paths.home} />
          {user ? (
            <HStack gap="1" display={{ base: 'none', md: 'flex' }}>
              {links}
            </HStack>
          ) : null}
        </HStack>
        {user ? (
          // The rest of the row: its edge stays put while the name, right-aligned in it, comes in.
          <HStack gap={{ base: '2', md: '2' }} minW="0" flex="1" justify="flex-end">
            <HStack gap="1.5" px="1" minW="0">
              {/* The username, as the product's screens say; the first name given at sign-up, when known, as its title. */}
              <Text
                fontSize="sm"
                fontWeight="semibold"
                data-testid="app-bar-user"
                {...(user.isGuest ? {} : { [STORED_USER_ATTRIBUTE]: 'username' })}
                truncate
                maxW={{ base: '7.5rem', md: '16rem' }}
                title={user.isGuest ? undefined : user.firstName}
              >
                {user.isGuest ? 'Guest' : user.username}
              </Text>
              {user.isGuest ? (
                <Text fontSize="xs" color="fg.muted" display={{ base: 'none', sm: 'inline' }}>
                  (Guest Mode)
                </Text>
              ) : null}
              {user.isPremium ? (
                <Badge colorPalette="yellow" variant="solid" gap="1" data-testid="plan-badge" flexShrink={0}>
                  <StarIcon boxSize="3" />
                  {memberBadge(user.membershipType)}
                </Badge>
              ) : null}
            </HStack>
            <Box display={{ base: 'none', md: 'block' }}>{signOutButton}</Box>
            <Button
              ref={menuButton}
              size="sm"
              variant="outline"
              display={{ base: 'inline-flex', md: 'none' }}
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => setOpenOn(menuOpen ? null : pathname)}
            >
              Menu
            </Button>
          </HStack>
        ) : (
          <HStack gap="2">
            <Button asChild size="sm" variant="ghost">
              <RouterLink to={paths.login}>Sign in</RouterLink>
            </Button>
            <Button asChild size="sm" colorPalette="brand" display={{ base: 'none', sm: 'inline-flex' }}>
              <RouterLink to={paths.upload}>Scan my resume</RouterLink>
            </Button>
          </HStack>
        )}
      </Flex>
      {user && menuOpen ? (
        <Stack id={MENU_ID} display={{ base: 'flex', md: 'none' }} gap="1" px="3" pb="3" borderTopWidth="1px" pt="2">
          {links}
          <Box pt="1">{signOutButton}</Box>
        </Stack>
      ) : null}
    </Box>
  );
}
