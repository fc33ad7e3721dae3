import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  GET_PROFILE_ROUTE,
  ProfileSchema,
  ProfileUpdateSchema,
  UPDATE_PROFILE_ROUTE,
  type Profile,
  type Subscription,
} from '@resumebeat/shared-contract';
import type { User } from '../../db/schema';
import { unauthorized } from '../../lib/http-errors';
import { authErrorResponses, bearerAuth } from '../common-responses';

/** The profile (docs/product/api.md#profile-cover-letter-support); subscription is the active paid plan, else the latest one as inactive (docs/product/plans-and-billing.md#subscription-card), null when never paid. */
export function toProfile(user: User, subscription: Subscription | null = null): Profile {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    bio: user.bio,
    dateOfBirth: user.dateOfBirth,
    lastUpdated: (user.profileUpdatedAt ?? user.createdAt).toISOString(),
    scanCount: user.scanCount,
    lastScanDate: user.lastScanAt ? user.lastScanAt.toISOString() : null,
    subscription,
  };
}

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: GET_PROFILE_ROUTE.method,
    url: GET_PROFILE_ROUTE.path,
    schema: {
      tags: ['profile'],
      summary: 'The signed-in user’s profile',
      security: bearerAuth,
      response: { 200: ProfileSchema, ...authErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      return toProfile(request.user, await app.billing.subscriptionOf(request.user.id));
    },
  });

  app.route({
    method: UPDATE_PROFILE_ROUTE.method,
    url: UPDATE_PROFILE_ROUTE.path,
    schema: {
      tags: ['profile'],
      summary: 'Update the personal information (username and email are read-only)',
      description:
        'Every field replaces the stored one; a missing, null or blank field clears it. Bio at most 500 characters; dateOfBirth YYYY-MM-DD (a timestamp is cut to its date).',
      security: bearerAuth,
      body: ProfileUpdateSchema,
      response: { 200: ProfileSchema, ...authErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      const updated = await app.usersRepository.updateProfile(request.user.id, request.body);
      if (!updated) throw unauthorized();
      return toProfile(updated, await app.billing.subscriptionOf(updated.id));
    },
  });
};

export default profileRoutes;
