// The API contract: zod schemas and route constants of every call, one file per endpoint.
// Browser-safe (bundled into the remotes): import nothing but zod here.
export * from './common/route';
export * from './common/errors';
export * from './common/fields';

export * from './health';
export * from './static/remotes';
export * from './static/first-paint';
export * from './config/get-config';

export * from './auth/rules';
export * from './auth/auth-response';
export * from './auth/register';
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

export * from './resume/constants';
export * from './resume/upload-resume';
export * from './resume/usage-status';
export * from './resume/resume-text';
export * from './resume/my-resumes';
export * from './resume/export-docx';

export * from './payment/subscription';
export * from './payment/membership-plans';
export * from './payment/plan-id';
export * from './payment/create-payment-intent';
export * from './payment/confirm-payment';
export * from './payment/checkout-session';
export * from './payment/verify-checkout';
export * from './payment/subscription-status';
export * from './payment/billing-portal-session';
export * from './payment/cancel-subscription';
export * from './payment/payment-config';
export * from './payment/webhook';
export * from './payment/local-provider';

export * from './cover-letter/generate-cover-letter';
