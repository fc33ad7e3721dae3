import { ErrorResponseSchema, ValidationErrorResponseSchema } from '@resumebeat/shared-contract';

/** The error responses most routes can give, for the OpenAPI document. */
export const errorResponses = {
  400: ValidationErrorResponseSchema,
  429: ErrorResponseSchema,
  500: ErrorResponseSchema,
} as const;

export const authErrorResponses = { ...errorResponses, 401: ErrorResponseSchema } as const;

export const bearerAuth = [{ bearerAuth: [] }];
