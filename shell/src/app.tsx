import { useEffect } from 'react';
import { BrowserRouter } from '@resumebeat/shared-router';
import { UiProvider } from '@resumebeat/shared-ui';
import { FIRST_PAINT_STYLES_ATTRIBUTE } from '@resumebeat/shared-contract/first-paint';
import { startSessionMonitor, watchPremium } from '@resumebeat/shared-session';
import { AppRoutes } from './routes/app-routes';

export function App() {
  // Activity slides the 3-hour session; the 60 s check logs out an expired one (docs/product/rules-and-limits.md#session).
  useEffect(() => startSessionMonitor(), []);
  // The stored user's isPremium follows the account (the 'Premium' badge in the app bar).
  useEffect(() => watchPremium(), []);
  return (
    <UiProvider writtenStyles={FIRST_PAINT_STYLES_ATTRIBUTE}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </UiProvider>
  );
}
