// Tokens and the authenticate hooks. JWT signed with HS256 (pinned: no other algorithm is
// accepted), issuer and audience checked, 3-hour expiry that slides through POST /api/auth/refresh
// up to an absolute session age (docs/decisions/004-tokens-and-sessions.md). Every protected call
// verifies the token and that the account still exists with the same token version.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AppConfig } from '../../config';
import type { User } from '../../db/schema';
import { unauthorized } from '../../lib/http-errors';
import { createScanTickets, type ScanTickets } from '../../lib/scan-tickets';
import { createKnownDevices, type KnownDevices } from '../../lib/known-devices';
import { createOAuthFlows, type OAuthFlows } from '../../lib/oauth-flows';

export const TOKEN_ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'resumebeat-api';
export const TOKEN_AUDIENCE = 'resumebeat-web';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** When the user signed in with a password or a provider (seconds); refresh keeps it. */
  authTime: number;
  expiresAt: number;
  /** Signed in with 'Remember me': the token lasts REMEMBER_ME_DAYS from authTime (decision 036). */
  remember: boolean;
}

export interface IssuedToken {
  token: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * JWT_SECRET, or the secret generated on first start and kept in DATA_DIR/jwt-secret (mode 0600),
 * so tokens survive a restart. Several instances must share JWT_SECRET instead.
 */
export function resolveJwtSecret(config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): {
  secret: string;
  source: 'env' | 'file' | 'generated';
} {
  if (config.jwtSecret) return { secret: config.jwtSecret, source: 'env' };
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { secret: stored, source: 'file' };
    // Signing with a short (or empty) secret would let anyone forge tokens (review L1).
    throw new Error(
      `${file} holds a secret of fewer than 32 characters: delete the file (a new secret is generated) or set JWT_SECRET`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return { secret, source: 'generated' };
  } catch (error) {
    // Another process created it first: use theirs (once it is whole).
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const theirs = readFileSync(file, 'utf8').trim();
      if (theirs.length < 32)
        throw new Error(`${file} holds a secret of fewer than 32 characters: delete the file or set JWT_SECRET`, {
          cause: error,
        });
      return { secret: theirs, source: 'file' };
    }
    throw error;
  }
}

export function createTokenService(secret: string, session: AppConfig['session'], now: () => number = Date.now) {
  const key = new TextEncoder().encode(secret);
  return {
    /**
     * A 3-hour token (SESSION_TTL_MINUTES) that refresh slides; with `remember`, one token that
     * lasts REMEMBER_ME_DAYS from the sign-in (`authTime`), whatever refreshes happen meanwhile.
     */
    async issue(user: Pick<User, 'id' | 'tokenVersion'>, authTime?: number, remember = false): Promise<IssuedToken> {
      const issuedAt = Math.floor(now() / 1000);
      const signedInAt = authTime ?? issuedAt;
      const expiresAtSeconds = remember ? signedInAt + session.rememberSeconds : issuedAt + session.ttlSeconds;
      const claims = remember
        ? { tv: user.tokenVersion, auth_time: signedInAt, rem: true }
        : { tv: user.tokenVersion, auth_time: signedInAt };
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresAt: expiresAtSeconds * 1000 };
    },

    /** Throws on a bad signature, another algorithm, issuer or audience, or an expired token. */
    async verify(token: string): Promise<TokenClaims> {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: new Date(now()),
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.tv !== 'number' ||
        typeof payload.auth_time !== 'number' ||
        typeof payload.exp !== 'number'
      ) {
        throw new joseErrors.JWTClaimValidationFailed('malformed claims', payload);
      }
      return {
        userId: payload.sub,
        tokenVersion: payload.tv,
        authTime: payload.auth_time,
        expiresAt: payload.exp * 1000,
        remember: payload.rem === true,
      };
    },

    /** True when the session began longer ago than SESSION_MAX_AGE_HOURS (remembered: REMEMBER_ME_DAYS): sign in again. */
    isPastMaxAge(claims: Pick<TokenClaims, 'authTime' | 'remember'>): boolean {
      return now() / 1000 - claims.authTime > (claims.remember ? session.rememberSeconds : session.maxAgeSeconds);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

export const INVALID_TOKEN_MESSAGE = 'Your session has expired or is invalid. Please log in again.';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Signed proof that a scan was counted (lib/scan-tickets.ts); keyed from the token secret. */
    scanTickets: ScanTickets;
    /** Identity-provider sign-ins bound to the browser that started them (lib/oauth-flows.ts). */
    oauthFlows: OAuthFlows;
    /** Known-device cookies for sign-in (review M11). */
    knownDevices: KnownDevices;
    /** onRequest hook: 401 unless a valid bearer token of an existing account is sent. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: no token is anonymous (user null); a token that is sent must be valid. */
    authenticateOptional: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: User | null;
    tokenClaims: TokenClaims | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized(INVALID_TOKEN_MESSAGE);
  return match[1];
}

async function auth(app: FastifyInstance) {
  const { secret, source } = resolveJwtSecret(app.config);
  if (source === 'generated')
    app.log.info({ file: path.join(app.config.dataDir, 'jwt-secret') }, 'generated a JWT secret');
  const tokens = createTokenService(secret, app.config.session);
  app.decorate('tokens', tokens);
  app.decorate('scanTickets', createScanTickets(secret));
  app.decorate('oauthFlows', createOAuthFlows(secret));
  app.decorate('knownDevices', createKnownDevices(secret));
  app.decorateRequest('user', null);
  app.decorateRequest('tokenClaims', null);

  async function resolveUser(request: FastifyRequest, token: string) {
    let claims: TokenClaims;
    try {
      claims = await tokens.verify(token);
    } catch {
      throw unauthorized(INVALID_TOKEN_MESSAGE);
    }
    const user = await app.usersRepository.findById(claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized(INVALID_TOKEN_MESSAGE);
    request.user = user;
    request.tokenClaims = claims;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication required');
    await resolveUser(request, token);
  });

  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token) await resolveUser(request, token);
  });
}

export default fp(auth, { name: 'auth', dependencies: ['config', 'users-repository'] });
