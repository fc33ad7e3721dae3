import { useCallback, useEffect, useRef, useState } from 'react';
import { getPublicConfig, paymentApi, type UsageStatus } from '@resumebeat/shared-session/api';

/**
 * What the profile shows beside the profile itself: today's scans (GET /api/resume/usage-status,
 * for the free plan's bar and what a stored scan passes on) and whether payments are on (members
 * then get 'Manage billing': Stripe's portal, or the built-in provider's own). Both are optional:
 * a failure hides what they add and is only logged.
 */
export function useAccountExtras() {
  const [usage, setUsage] = useState<UsageStatus | null>(null);
  const [billingPortal, setBillingPortal] = useState(false);
  // The first usage answer (or failure) has come: the subscription card can be drawn at its size.
  const [usageSettled, setUsageSettled] = useState(false);
  // An answer that arrives after the page has gone is dropped, failures included.
  const mounted = useRef(true);

  const reloadUsage = useCallback(async () => {
    try {
      const status = await paymentApi.usageStatus();
      if (mounted.current) setUsage(status);
    } catch (error) {
      if (mounted.current) console.warn('[mf-profile] usage status unavailable', error);
    }
    if (mounted.current) setUsageSettled(true);
  }, []);

  useEffect(() => {
    mounted.current = true;
    void reloadUsage();
    getPublicConfig().then(
      (config) => mounted.current && setBillingPortal(config.payments.provider !== 'none'),
      (error: unknown) => mounted.current && console.warn('[mf-profile] public configuration unavailable', error),
    );
    return () => {
      mounted.current = false;
    };
  }, [reloadUsage]);

  return { usage, usageSettled, billingPortal, reloadUsage };
}
