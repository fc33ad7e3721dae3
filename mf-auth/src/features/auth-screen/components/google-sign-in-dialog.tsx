import { useEffect, useRef, useState } from 'react';
import { Center, Spinner, Stack, Text } from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { AppDialog } from '@resumebeat/shared-ui/overlays';
import { loadGoogleIdentityScript, waitForGoogleIdentity } from '../utils/google-identity';

export const GOOGLE_FAILED = 'Google Sign-In failed. Please try again.';
export const GOOGLE_POPUP_FAILED = 'Please use the "Sign in with Google" button below instead.';

export interface GoogleSignInDialogProps {
  open: boolean;
  onClose: () => void;
  clientId: string;
  scriptUrl?: string;
  /** Starts the sign-in at the api: the nonce Google puts in the ID token (decision 027). */
  startSignIn: () => Promise<string>;
  /** Sends the ID token to the api and stores the user. */
  onCredential: (idToken: string) => Promise<void>;
}

/** The modal overlay holding Google's own button; closes with X, a click outside, or Escape. */
export function GoogleSignInDialog({
  open,
  onClose,
  clientId,
  scriptUrl,
  startSignIn,
  onCredential,
}: GoogleSignInDialogProps) {
  const buttonHost = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!open) return;
    setError(null);
    setReady(false);
    loadGoogleIdentityScript(scriptUrl);
    const controller = new AbortController();
    // The nonce is asked for while the script loads; a failure to get one is a failed sign-in.
    const nonce = startSignIn().catch((error: unknown) => {
      console.error('[mf-auth] could not start the Google sign-in', error);
      return null;
    });
    waitForGoogleIdentity(controller.signal).then(
      async (google) => {
        const started = await nonce;
        if (controller.signal.aborted || !buttonHost.current) return;
        if (started === null) {
          setError(GOOGLE_FAILED);
          return;
        }
        try {
          google.initialize({
            client_id: clientId,
            nonce: started,
            ux_mode: 'popup',
            callback: (response) => {
              if (!response.credential) {
                setError(GOOGLE_FAILED);
                return;
              }
              onCredential(response.credential).catch(() => setError(GOOGLE_FAILED));
            },
          });
          google.renderButton(buttonHost.current, {
            theme: 'outline',
            size: 'large',
            text: 'signin_with',
            shape: 'pill',
            width: 280,
          });
          setReady(true);
        } catch {
          setError(GOOGLE_POPUP_FAILED);
        }
      },
      (failure: Error) => setError(failure.message),
    );
    return () => controller.abort();
  }, [open, clientId, scriptUrl, startSignIn, onCredential]);

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Sign in with Google"
      size="sm"
    >
      <Stack gap="4" align="center" pb="2">
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Text color="fg.muted" fontSize="sm" textAlign="center">
          Continue with your Google account. We receive your name and verified email address only.
        </Text>
        {!ready && !error ? (
          <Center py="2">
            <Spinner color="brand.solid" aria-label="Loading Google sign-in" />
          </Center>
        ) : null}
        <div ref={buttonHost} data-testid="google-button-host" />
      </Stack>
    </AppDialog>
  );
}
