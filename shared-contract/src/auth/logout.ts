import { route } from '../common/route';

/**
 * Bearer token required; answers 204. Every token of the account issued so far stops working,
 * refresh included (the token version is raised): signing out on one device signs out all.
 */
export const LOGOUT_ROUTE = route('POST', '/api/auth/logout');
