import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@resumebeat/shared-router';
import { logout, useSession } from '@resumebeat/shared-session';
import {
  ArrowLeftIcon,
  Box,
  Button,
  Grid,
  GridItem,
  HStack,
  PageContainer,
  Spinner,
  Stack,
  Text,
  loadedWhenOpened,
} from '@resumebeat/shared-ui';
import { FormAlert, loadForms } from '../shared/forms-later';
import { prepareDateFormats } from '../shared/date-formats';
import { AdvancedAnalyticsSection } from '../features/advanced-analytics/components/advanced-analytics-section';
import { ScanHistorySection } from '../features/scan-history/components/scan-history-section';
import { useScanHistory } from '../features/scan-history/hooks/use-scan-history';
import { CHECKOUT_MESSAGES, useCheckoutReturn } from '../features/profile/hooks/use-checkout-return';
import { useAccountExtras } from '../features/profile/hooks/use-account-extras';
import { useProfile } from '../features/profile/hooks/use-profile';
import { PROFILE_MESSAGES } from '../features/profile/utils/profile-messages';
import { WhenNear } from '../features/profile/components/when-near';

/** The places kept for the sections below the first screen: their heights at a phone's width (412 px). */
const ANALYTICS_MIN_H = '34.5rem';
const SUPPORT_MIN_H = '38.5rem';

// The support form, with the design system's `forms` entry it needs: loaded when the section comes
// near the screen (or the address targets it), not with the page (docs/decisions/047).
const ContactSupportCard = lazy(() =>
  Promise.all([import('../features/support/components/contact-support-card'), loadForms()]).then(([module]) => ({
    default: module.ContactSupportCard,
  })),
);

// Loaded when first opened ('Upgrade'), not with the profile page.
const RemoteUpgradeDialog = loadedWhenOpened(() =>
  import('@resumebeat/shared-ui/overlays').then((module) => module.RemoteUpgradeDialog),
);
import { PersonalInfoCard } from '../features/profile/components/personal-info-card';
import { SubscriptionCard } from '../features/profile/components/subscription-card';
import { UsageStatsCard } from '../features/profile/components/usage-stats-card';
import { paths } from '@resumebeat/shared-contract/paths';
import { STORED_USER_ATTRIBUTE } from '@resumebeat/shared-contract/first-paint';

/**
 * 'Signed in as <username>'. On a phone the name has a line of its own, kept (by its height, with no
 * text) while it is not known yet: the page does not move when it arrives (docs/decisions/046). The
 * first paint's empty name is filled from the stored session by the shell's start script, before
 * the app.
 */
function SignedInAs({ username }: { username: string }) {
  return (
    <>
      Signed in as{' '}
      <Box
        as="span"
        display={{ base: 'block', md: 'inline-block' }}
        verticalAlign="top"
        minH="1lh"
        {...{ [STORED_USER_ATTRIBUTE]: 'username' }}
      >
        {username}
      </Box>
    </>
  );
}

/**
 * The profile page (/profile) of docs/product/screens.md#profile-page, docs/product/rules-and-limits.md#profile and docs/product/errors.md#profile: personal information, the
 * subscription, usage statistics, contact support, the checkout return, and the scan
 * history (docs/product/screens.md#scan-history). 'Back to Scanning' goes to /upload.
 */
export function ProfileScreen() {
  const navigate = useNavigate();
  const { user } = useSession();
  // The page's four calls start together, as the page mounts (docs/decisions/046).
  const profile = useProfile();
  const extras = useAccountExtras();
  const history = useScanHistory();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const { reload } = profile;
  const { reloadUsage } = extras;
  const refresh = useCallback(async () => {
    await Promise.all([reload(), reloadUsage()]);
  }, [reload, reloadUsage]);
  const checkout = useCheckoutReturn(refresh);
  // The locale data the cards' dates need, set up while the answers are on their way rather than
  // in the render that shows them (../shared/date-formats.ts).
  useEffect(prepareDateFormats, []);

  const back = (
    <Button variant="outline" onClick={() => navigate(paths.upload)}>
      <ArrowLeftIcon /> Back to Scanning
    </Button>
  );

  if (profile.state.kind === 'error') {
    const { message, unauthorized } = profile.state;
    return (
      <PageContainer title="My Profile" actions={back}>
        <Stack gap="4" maxW="xl" data-testid="profile-load-failed">
          <FormAlert>{PROFILE_MESSAGES.loadFailedScreen}</FormAlert>
          <Text color="fg.muted">{message}</Text>
          <HStack gap="3">
            {unauthorized ? (
              <Button
                colorPalette="brand"
                onClick={() => {
                  logout();
                  navigate(paths.login);
                }}
              >
                Log In Again
              </Button>
            ) : (
              <Button colorPalette="brand" onClick={profile.retry}>
                Try Again
              </Button>
            )}
          </HStack>
        </Stack>
      </PageContainer>
    );
  }

  // While the profile loads, the page is already laid out as it will be (docs/decisions/046): the
  // cards with their headings and labels, the values of the stored session, the rest kept empty.
  const current = profile.state.kind === 'loaded' ? profile.state.profile : null;
  const subscription = current?.subscription ?? null;
  const usage = extras.usage;
  const paid = subscription?.isActive === true || usage?.hasActiveMembership === true;
  const remainingScans = usage?.remainingScans ?? (paid ? -1 : 0);
  const signedIn = {
    username: user?.isGuest ? '' : (user?.username ?? ''),
    email: user?.isGuest ? '' : (user?.email ?? ''),
  };
  const fullName = current ? [current.firstName, current.lastName].filter(Boolean).join(' ') : '';

  return (
    <PageContainer
      title="My Profile"
      subtitle={<SignedInAs username={current?.username ?? signedIn.username} />}
      actions={back}
    >
      <Stack gap="6">
        {!current ? (
          <Text role="status" srOnly>
            Loading your profile…
          </Text>
        ) : checkout.kind === 'verifying' ? (
          <HStack role="status" gap="3">
            <Spinner size="sm" color="brand.solid" />
            <Text>{CHECKOUT_MESSAGES.verifying}</Text>
          </HStack>
        ) : checkout.kind === 'verified' ? (
          <FormAlert status="success">{CHECKOUT_MESSAGES.verified}</FormAlert>
        ) : checkout.kind === 'failed' ? (
          <FormAlert status="warning">{checkout.message}</FormAlert>
        ) : checkout.kind === 'cancelled' ? (
          <FormAlert status="info">{CHECKOUT_MESSAGES.cancelled}</FormAlert>
        ) : null}

        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
          <GridItem>
            <PersonalInfoCard profile={current} signedIn={signedIn} onSaved={profile.replace} />
          </GridItem>
          <GridItem>
            <Stack gap="6">
              {/* The free plan's card shows today's scans: it waits for them too, not to grow once more. */}
              <SubscriptionCard
                pending={!current || !extras.usageSettled}
                subscription={subscription}
                usage={usage}
                billingPortal={extras.billingPortal}
                onUpgrade={() => setUpgradeOpen(true)}
                onCancelled={() => void refresh()}
              />
              <UsageStatsCard scanCount={current?.scanCount} lastScanDate={current?.lastScanDate} />
            </Stack>
          </GridItem>
        </Grid>

        <ScanHistorySection history={history} remainingScans={remainingScans} hasPaidMembership={paid} />

        {/* Below the history, in the order the page has them; added once the plan is known, and each
            only when it comes near the screen (or the address targets it), its place kept until then. */}
        {current ? (
          <>
            <WhenNear minHeight={ANALYTICS_MIN_H}>
              <AdvancedAnalyticsSection hasPaidMembership={paid} onUpgrade={() => setUpgradeOpen(true)} />
            </WhenNear>
            <WhenNear id="support" minHeight={SUPPORT_MIN_H}>
              {/* Until its module is here, the same place kept (with the id an address targets). */}
              <Suspense fallback={<div id="support" style={{ minHeight: SUPPORT_MIN_H }} />}>
                <Box maxW={{ lg: '3xl' }}>
                  <ContactSupportCard defaultName={fullName || current.username} defaultEmail={current.email} />
                </Box>
              </Suspense>
            </WhenNear>
          </>
        ) : null}
      </Stack>
      <RemoteUpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} onUpgraded={() => void refresh()} />
    </PageContainer>
  );
}
