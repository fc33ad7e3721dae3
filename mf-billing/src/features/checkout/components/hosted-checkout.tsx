import { useEffect, useRef, useState } from 'react';
import { isApiError, paymentApi, type MembershipPlan } from '@resumebeat/shared-session/api';
import { Button, Stack, Text } from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { PAYMENT_MESSAGES, UPGRADE_TEXT } from '../../../shared/messages';
import { TestModeNote } from './test-mode-note';

/** Where the browser goes and where it is; a seam for tests (jsdom cannot navigate). */
export const browser = { assign: (url: string) => window.location.assign(url), path: () => window.location.pathname };

/** The page the plans were opened on, for the checkout to come back to (decision 029); else the server's /profile. */
export function returnPath(path: string): string | undefined {
  return /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(path) && path.length <= 200 ? path : undefined;
}

/**
 * A plan with a stripePriceId (docs/product/plans-and-billing.md#two-ways-to-pay): 'Continue to secure checkout' asks the api for
 * a checkout session and sends the browser to its page; the buyer comes back to the page the
 * plans were opened on (decision 029).
 */
export function HostedCheckout({ plan, testMode }: { plan: MembershipPlan; testMode: boolean }) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  // The step's one control takes the focus when the dialog moves here (decision 036).
  useEffect(() => continueButton.current?.focus(), []);
  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const { url } = await paymentApi.checkoutSession(plan.id, returnPath(browser.path()));
      browser.assign(url);
    } catch (caught) {
      console.error('[mf-billing] checkout failed to start', caught);
      setError(
        (isApiError(caught) ? caught.serverMessage : caught instanceof Error ? caught.message : '') ||
          PAYMENT_MESSAGES.checkoutFailed,
      );
      setStarting(false);
    }
  };
  return (
    <Stack gap="4">
      {testMode ? <TestModeNote hosted /> : null}
      <Text color="fg.muted">You pay on a secure checkout page, then come back to this page.</Text>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button
        ref={continueButton}
        colorPalette="brand"
        size="lg"
        onClick={start}
        loading={starting}
        loadingText="Opening checkout…"
      >
        {UPGRADE_TEXT.hostedButton}
      </Button>
    </Stack>
  );
}
