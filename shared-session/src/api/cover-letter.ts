import {
  CoverLetterResponseSchema,
  GENERATE_COVER_LETTER_ROUTE,
  type CoverLetterRequest,
} from '@resumebeat/shared-contract';
import { request } from './client';

export const coverLetterApi = {
  /** 403 (ApiError status 403) means the plan does not include it: the page offers an upgrade. */
  generate: (form: CoverLetterRequest) =>
    request('POST', GENERATE_COVER_LETTER_ROUTE.path, {
      auth: 'required',
      json: form,
      schema: CoverLetterResponseSchema,
    }),
};
