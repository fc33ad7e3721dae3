import { route } from '../common/route';

/**
 * Bearer token required; answers a fresh token (AuthResponse) with a new 3-hour expiry. The
 * browser calls it while the session slides (docs/decisions/004-tokens-and-sessions.md).
 */
export const REFRESH_ROUTE = route('POST', '/api/auth/refresh');
