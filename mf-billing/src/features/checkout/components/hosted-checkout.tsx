import { useState } from 'react';
import { isApiError, paymentApi, type MembershipPlan } from '@resumebeat/shared-session/api';
import { Button, Stack, Text } from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { PAYMENT_MESSAGES, UPGRADE_TEXT } from '../../upgrade/utils/messages';
import { TestModeNote } from './test-mode-note';

/** Where the browser goes; a seam for tests (jsdom cannot navigate). */
export const browser = { assign: (url: string) => window.location.assign(url) };

/**
 * A plan with a stripePriceId (SPEC.md section 2): 'Continue to secure checkout' asks the api for
 * a checkout session and sends the browser to its page; the buyer comes back to /profile.
 */
export function HostedCheckout({ plan, testMode }: { plan: MembershipPlan; testMode: boolean }) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const { url } = await paymentApi.checkoutSession(plan.id);
      browser.assign(url);
    } catch (caught) {
      console.error('[mf-billing] checkout failed to start', caught);
      setError((isApiError(caught) ? caught.serverMessage : caught instanceof Error ? caught.message : '') || PAYMENT_MESSAGES.checkoutFailed);
      setStarting(false);
    }
  };
  return (
    <Stack gap="4">
      {testMode ? <TestModeNote hosted /> : null}
      <Text color="fg.muted">You pay on a secure checkout page, then come back to your profile.</Text>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button colorPalette="brand" size="lg" onClick={start} loading={starting} loadingText="Opening checkout…">
        {UPGRADE_TEXT.hostedButton}
      </Button>
    </Stack>
  );
}
