import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@resumebeat/shared-router';
import { useSession } from '@resumebeat/shared-session';

/**
 * Who may see a route. SPEC.md says "signed-in only" for several routes; a guest (a local session
 * with no account) counts as signed in where the page works without an account (dashboard,
 * optimized resume) and not where it needs one (profile, cover letter, which call the server
 * with a bearer token). See docs/decisions/002-exposed-pages-and-routing.md.
 */
export type Access = 'anyone' | 'session' | 'account' | 'signed-out' | 'not-account';

interface GuardProps {
  access: Access;
  /** Where to send someone who may not see the route. */
  redirectTo: string;
  children: ReactNode;
}

export function RouteGuard({ access, redirectTo, children }: GuardProps) {
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
  if (allowed) return <>{children}</>;
  return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
}
