import { CONTACT_SUPPORT_ROUTE, MY_SUPPORT_MESSAGES_ROUTE } from '@resumebeat/shared-contract/api-routes';
import type { SupportMessage } from '@resumebeat/shared-contract';
import { request, responseSchema } from './client';

/** The calls' response schemas: loaded, and built, when the first of these calls is made. */
const schemas = () => import('./schemas/support');

export const supportApi = {
  /**
   * No sign-in needed (docs/product/api.md): name and email come from the form. A signed-in member's
   * token is sent when there is one, so the message is linked to the account and its plan's
   * priority support applies.
   */
  contact: (message: SupportMessage) =>
    request('POST', CONTACT_SUPPORT_ROUTE.path, {
      auth: 'optional',
      json: message,
      schema: responseSchema(schemas, 'ContactSupportResponseSchema'),
    }),
  /** The signed-in member's recent messages with their state. */
  mine: () =>
    request('GET', MY_SUPPORT_MESSAGES_ROUTE.path, {
      auth: 'required',
      schema: responseSchema(schemas, 'MySupportMessagesResponseSchema'),
    }),
};
