/**
 * Google Identity Services (GIS): the provider's own script renders its button; its callback
 * hands us an ID token (the "credential") that the api verifies. docs/product/screens.md#sign-in-screen: initialise after a
 * 500 ms delay, then retry every 100 ms until the script is available.
 */
export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const GIS_INIT_DELAY_MS = 500;
export const GIS_RETRY_MS = 100;
/** After this long without the script, the user is told to refresh. */
export const GIS_GIVE_UP_MS = 10_000;

export interface GoogleIdentityApi {
  /** `nonce`: put in the ID token as is; the api checks it against the sign-in it started (decision 027). */
  initialize(options: {
    client_id: string;
    nonce?: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentityApi } };
  }
}

/** Adds the GIS script once per page. */
export function loadGoogleIdentityScript(src = GIS_SCRIPT_URL): void {
  if (document.querySelector(`script[data-gis="true"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.defer = true;
  script.dataset.gis = 'true';
  document.head.appendChild(script);
}

/**
 * Waits 500 ms, then polls every 100 ms for `google.accounts.id`. Resolves with it, or rejects
 * after `giveUpMs`. Returns a cancel function through `signal`.
 */
export function waitForGoogleIdentity(signal: AbortSignal, giveUpMs = GIS_GIVE_UP_MS): Promise<GoogleIdentityApi> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      if (signal.aborted) return;
      const api = window.google?.accounts?.id;
      if (api) return resolve(api);
      if (Date.now() - started >= giveUpMs)
        return reject(new Error('Google Identity Services not loaded. Please refresh the page.'));
      timer = setTimeout(poll, GIS_RETRY_MS);
    };
    timer = setTimeout(poll, GIS_INIT_DELAY_MS);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}
