import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from '@resumebeat/shared-router';
import {
  forgetReturn,
  pendingReturnFor,
  rememberReturn,
  storedSessionExpired,
  takeSessionExpired,
  useSession,
  type PendingReturn,
} from '@resumebeat/shared-session';
import type { Access } from '@resumebeat/shared-contract/app-map';
import { paths } from './paths';

/** Who may see a route (the route table's `access`; docs/decisions/002-exposed-pages-and-routing.md). */
export type { Access };

interface GuardProps {
  access: Access;
  /** Where to send someone who may not see the route. */
  redirectTo: string;
  /** Shown on the login screen when this route sends someone there (decision 034). */
  signInReason?: string;
  children: ReactNode;
}

export function RouteGuard({ access, redirectTo, signInReason, children }: GuardProps) {
  const { user } = useSession();
  const location = useLocation();
  const hasSession = user !== null;
  const hasAccount = hasSession && !user.isGuest;
  const allowed =
    access === 'anyone' ||
    (access === 'session' && hasSession) ||
    (access === 'account' && hasAccount) ||
    (access === 'signed-out' && !hasSession) ||
    (access === 'not-account' && !hasAccount);
  if (allowed) return <Arrival hasAccount={hasAccount}>{children}</Arrival>;
  if (access === 'session' || access === 'account')
    return <SendToSignIn redirectTo={redirectTo} reason={signInReason} needsAccount={access === 'account'} />;
  return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
}

/**
 * A page left for a sign-in (decision 034): once signed in, the page is shown with the navigation
 * state it had (the upload result of the optimized resume, the flag that opens the plans), and the
 * remembered place is forgotten.
 */
function Arrival({ hasAccount, children }: { hasAccount: boolean; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [pending] = useState<PendingReturn | null>(() =>
    hasAccount ? pendingReturnFor(`${location.pathname}${location.search}`) : null,
  );
  const withState = pending !== null && pending.state !== undefined && pending.state !== null && location.state == null;
  const [restored, setRestored] = useState(!withState);
  useEffect(() => {
    if (!pending) return;
    forgetReturn();
    if (withState) navigate(`${location.pathname}${location.search}`, { replace: true, state: pending.state });
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival.
  }, [pending]);
  return restored ? <>{children}</> : null;
}

/**
 * A signed-out visitor on a page that needs a session: to the login screen (or where the route
 * says) with the page remembered, and the line saying why: the route's reason, or that the
 * session expired. The documented redirects stay; an expired session always goes to the login screen.
 */
function SendToSignIn({
  redirectTo,
  reason,
  needsAccount,
}: {
  redirectTo: string;
  reason?: string;
  needsAccount: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // Noted by the session's checks, or found before they ran (a page opened after the expiry).
    const expired = takeSessionExpired() !== null || storedSessionExpired();
    const toLogin = redirectTo === paths.login || expired;
    if (toLogin) {
      rememberReturn({
        path: `${location.pathname}${location.search}`,
        ...(location.state != null ? { state: location.state } : {}),
        ...(expired ? { expired: true } : reason ? { message: reason } : {}),
        ...(needsAccount ? { needsAccount: true } : {}),
      });
    }
    navigate(toLogin ? paths.login : redirectTo, { replace: true, state: { from: location.pathname } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page is refused.
  }, []);
  return null;
}
