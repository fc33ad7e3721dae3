// The API contract: zod schemas and route constants of every call, one file per endpoint.
// Browser-safe (bundled into the remotes): import nothing but zod here.
import './common/browser-parsing';
export * from './common/route';
export * from './common/errors';
export * from './common/fields';

export * from './health';
export * from './static/remotes';
export * from './static/first-paint';
export * from './static/api-routes';
export * from './static/page-rules';
export * from './config/get-config';

export * from './auth/rules';
export * from './auth/auth-response';
export * from './auth/register';
export * from './auth/password-reset';
export * from './auth/login';
export * from './auth/refresh';
export * from './auth/logout';
export * from './auth/me';
export * from './auth/oauth';
export * from './auth/google-auth';
export * from './auth/github-auth';
export * from './auth/linkedin-auth';

export * from './profile/profile';
export * from './profile/get-profile';
export * from './profile/update-profile';
export * from './profile/cancel-subscription';

export * from './support/contact';
export * from './support/my-messages';

export * from './resume';

export * from './payment';

export * from './cover-letter/generate-cover-letter';
