import { Outlet } from '@resumebeat/shared-router';
import { Box, Link } from '@resumebeat/shared-ui';
import { AppBar } from './app-bar';
import { Footer } from './footer';
import { ScrollToTop } from './scroll-to-top';

/** Landmarks of every page: header (with nav), main (the route's page), footer. */
export function AppLayout() {
  return (
    <>
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-12"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        Skip to content
      </Link>
      <ScrollToTop />
      <AppBar />
      {/* At least a screen high: the footer starts below the fold, so a page arriving (a remote's,
          after its spinner) pushes nothing visible down (no layout shift). */}
      <Box
        as="main"
        id="main"
        flex="1"
        minH="100dvh"
        display="flex"
        flexDirection="column"
        tabIndex={-1}
        outline="none"
      >
        <Outlet />
      </Box>
      <Footer />
    </>
  );
}
