import { GENERATE_COVER_LETTER_ROUTE } from '@resumebeat/shared-contract/api-routes';
import type { CoverLetterRequest } from '@resumebeat/shared-contract';
import { request, responseSchema } from './client';

/** The calls' response schemas: loaded, and built, when the first of these calls is made. */
const schemas = () => import('./schemas/cover-letter');

export const coverLetterApi = {
  /** 403 (ApiError status 403) means the plan does not include it: the page offers an upgrade. */
  generate: (form: CoverLetterRequest) =>
    request('POST', GENERATE_COVER_LETTER_ROUTE.path, {
      auth: 'required',
      json: form,
      schema: responseSchema(schemas, 'CoverLetterResponseSchema'),
    }),
};
