import { route } from '../common/route';

/** Bearer token required; answers Profile. */
export const GET_PROFILE_ROUTE = route('GET', '/api/profile');
