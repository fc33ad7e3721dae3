import { type OAuthCodeRequest, OAuthCodeRequestSchema } from './oauth';

export const GithubAuthRequestSchema = OAuthCodeRequestSchema;
export type GithubAuthRequest = OAuthCodeRequest;
