import { CONTACT_SUPPORT_ROUTE, ContactSupportResponseSchema, type SupportMessage } from '@resumebeat/shared-contract';
import { request } from './client';

export const supportApi = {
  /** No auth (SPEC.md section 7): name and email come from the form, not the session. */
  contact: (message: SupportMessage) => request('POST', CONTACT_SUPPORT_ROUTE.path, { auth: 'none', json: message, schema: ContactSupportResponseSchema }),
};
