import { useEffect, useState } from 'react';
import { paymentApi, type PaymentConfigResponse } from '@resumebeat/shared-session/api';

let cached: Promise<PaymentConfigResponse> | null = null;

/** GET /api/payment/config once per page (a failure is not kept): which provider the card form talks to. */
export function loadPaymentConfig(): Promise<PaymentConfigResponse> {
  cached ??= paymentApi.paymentConfig().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export type PaymentConfigState =
  { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; config: PaymentConfigResponse };

export function usePaymentConfig(): PaymentConfigState {
  const [state, setState] = useState<PaymentConfigState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    loadPaymentConfig().then(
      (config) => live && setState({ kind: 'loaded', config }),
      () => live && setState({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Tests only: forget the cached config. */
export function resetPaymentConfig() {
  cached = null;
}
