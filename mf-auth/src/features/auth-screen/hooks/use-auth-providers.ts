import { useEffect, useState } from 'react';
import { getPublicConfig } from '@resumebeat/shared-session/api';
import type { OAuthProviderConfig } from '../../../shared/oauth-redirect';

export interface AuthProviders {
  google?: { clientId: string; scriptUrl?: string };
  github?: OAuthProviderConfig;
  linkedin?: OAuthProviderConfig;
  /** False until the server has answered (or failed): which providers exist is not known yet. */
  known: boolean;
}

/**
 * Which identity providers the server has configured, read at run time from GET /api/config so
 * a client id change never needs a rebuild. Until it answers (or if it fails), none is enabled.
 */
export function useAuthProviders(): AuthProviders {
  const [providers, setProviders] = useState<AuthProviders>({ known: false });
  useEffect(() => {
    let cancelled = false;
    getPublicConfig().then(
      (config) => {
        if (cancelled) return;
        const { google, github, linkedin } = config.auth;
        setProviders({
          google:
            google.enabled && google.clientId ? { clientId: google.clientId, scriptUrl: google.scriptUrl } : undefined,
          github:
            github.enabled && github.clientId
              ? { clientId: github.clientId, authorizeUrl: github.authorizeUrl }
              : undefined,
          linkedin:
            linkedin.enabled && linkedin.clientId
              ? { clientId: linkedin.clientId, authorizeUrl: linkedin.authorizeUrl }
              : undefined,
          known: true,
        });
      },
      (error: unknown) => {
        console.error('[mf-auth] could not read /api/config', error);
        if (!cancelled) setProviders({ known: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return providers;
}
