import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@resumebeat/shared-router';
import {
  SESSION_EXPIRED_NOTICE,
  createGuestSession,
  peekReturn,
  returnPathAfterSignIn,
  takeReturnForGuest,
} from '@resumebeat/shared-session';
import { Box, Button, Container, Heading, Separator, Stack, Text, loadedWhenOpened } from '@resumebeat/shared-ui';
import { FormAlert, SegmentedTabs } from '@resumebeat/shared-ui/forms';
import { useAuthProviders } from '../hooks/use-auth-providers';
import {
  requestPasswordReset,
  resetPassword,
  signInWithGoogle,
  signInWithPassword,
  signUp,
  startGoogleSignIn,
} from '../../../shared/auth-calls';
import { loadPageAfterSignIn } from '../utils/after-sign-in';
import { loginErrorMessage } from '../utils/login-error-messages';
import { startOAuthRedirect } from '../../../shared/oauth-redirect';
import { CALLBACK_ERRORS } from '../../../shared/check-callback';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { RegisterForm } from './register-form';
import { SocialButtons, type SocialProvider } from './social-buttons';
import { paths, pathTo } from '@resumebeat/shared-contract/paths';

type Tab = 'login' | 'register';

// Loaded when first opened ('Continue with Google'), not with the sign-in page.
const GoogleSignInDialog = loadedWhenOpened(() =>
  import('./google-sign-in-dialog').then((module) => module.GoogleSignInDialog),
);

/**
 * After a successful sign-in the page reloads (docs/product/screens.md#sign-in-screen); the shell then routes on. A
 * sign-in asked for by a page loads that page instead, where the shell gives it back its state
 * (decision 034).
 */
function reloadSignedIn() {
  loadPageAfterSignIn(returnPathAfterSignIn());
}

/** Why the sign-in was asked: the session expired, or the page that sent the person here says. */
function returnNotice(): string | null {
  const pending = peekReturn();
  if (!pending) return null;
  return pending.expired ? SESSION_EXPIRED_NOTICE : (pending.message ?? null);
}

/** The Login/Register screen of docs/product/screens.md#sign-in-screen, on /login and /register; 'Forgot password?' and /reset-password. */
export function AuthScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>(location.pathname === paths.register ? 'register' : 'login');
  const [googleOpen, setGoogleOpen] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const providers = useAuthProviders();
  const callbackError = loginErrorMessage(searchParams.get('error'));
  const notice = (location.state as { message?: unknown } | null)?.message;
  const [whySignIn] = useState(returnNotice);

  const selectProvider = (provider: SocialProvider) => {
    if (provider === 'google') setGoogleOpen(true);
    else if (providers[provider]) {
      startOAuthRedirect(provider).catch((error: unknown) => {
        console.error(`[mf-auth] could not start the ${provider} sign-in`, error);
        navigate(pathTo.loginError(CALLBACK_ERRORS[provider].exchangeFailed), { replace: true });
      });
    }
  };
  const onGoogleCredential = useCallback(async (idToken: string) => {
    await signInWithGoogle(idToken);
    reloadSignedIn();
  }, []);

  const enabled = {
    google: Boolean(providers.google),
    github: Boolean(providers.github),
    linkedin: Boolean(providers.linkedin),
  };
  const social = (
    <>
      <SocialButtons enabled={enabled} checking={!providers.known} onSelect={selectProvider} />
      <Box position="relative" maxW="400px" mx="auto" width="100%">
        <Separator />
        <Text
          position="absolute"
          top="-2.5"
          left="50%"
          transform="translateX(-50%)"
          bg="bg.panel"
          px="2"
          fontSize="sm"
          color="fg.muted"
        >
          or:
        </Text>
      </Box>
    </>
  );

  if (location.pathname === paths.resetPassword || forgotOpen) {
    const resetting = location.pathname === paths.resetPassword;
    return (
      <Container maxW="600px" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
        <Stack gap="6" bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }} shadow="sm">
          <Heading as="h1" size="2xl" textAlign="center">
            {resetting ? 'Choose a new password' : 'Reset your password'}
          </Heading>
          {resetting ? (
            <ResetPasswordForm
              token={searchParams.get('token')}
              onSubmit={resetPassword}
              onSignIn={() => navigate(paths.login, { replace: true })}
              onAskAgain={() => {
                setForgotOpen(true);
                navigate(paths.login, { replace: true });
              }}
            />
          ) : (
            <ForgotPasswordForm onSubmit={requestPasswordReset} onBack={() => setForgotOpen(false)} />
          )}
        </Stack>
      </Container>
    );
  }

  return (
    <Container maxW="600px" px={{ base: '4', md: '6' }} py={{ base: '8', md: '14' }}>
      <Stack gap="6" bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }} shadow="sm">
        <Heading as="h1" size="2xl" textAlign="center">
          {tab === 'login' ? 'Welcome back' : 'Create your free account'}
        </Heading>
        {callbackError ? <FormAlert>{callbackError}</FormAlert> : null}
        {whySignIn ? <FormAlert status="info">{whySignIn}</FormAlert> : null}
        <Box maxW="400px" mx="auto" width="100%">
          <SegmentedTabs
            label="Sign in or create an account"
            idPrefix="auth"
            value={tab}
            onChange={setTab}
            tabs={[
              { value: 'login', label: 'Login' },
              { value: 'register', label: 'Register' },
            ]}
          />
        </Box>
        <Stack gap="5" role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
          {social}
          {tab === 'login' ? (
            <LoginForm
              onSwitchToRegister={() => setTab('register')}
              onForgotPassword={() => setForgotOpen(true)}
              onSubmit={async (credentials) => {
                await signInWithPassword(credentials);
                reloadSignedIn();
              }}
            />
          ) : (
            <RegisterForm
              notice={typeof notice === 'string' ? notice : null}
              onSwitchToLogin={() => setTab('login')}
              onSubmit={async (form) => {
                await signUp(form);
                reloadSignedIn();
              }}
            />
          )}
        </Stack>
        <Stack gap="1" align="center" borderTopWidth="1px" pt="5">
          <Button
            variant="ghost"
            colorPalette="brand"
            onClick={() => {
              // docs/product/screens.md#sign-in-screen: create the guest locally, then go to the dashboard, or back to
              // the page that sent the person here, with its state, when a guest may see it
              // (the optimized resume of the scan just made; decision 034).
              createGuestSession();
              const back = takeReturnForGuest();
              if (back) navigate(back.path, { state: back.state });
              else navigate(paths.dashboard);
            }}
          >
            Continue as guest
          </Button>
          <Text fontSize="xs" color="fg.muted">
            3 free scans, no account needed.
          </Text>
        </Stack>
      </Stack>
      {providers.google ? (
        <GoogleSignInDialog
          open={googleOpen}
          onClose={() => setGoogleOpen(false)}
          clientId={providers.google.clientId}
          scriptUrl={providers.google.scriptUrl}
          startSignIn={startGoogleSignIn}
          onCredential={onGoogleCredential}
        />
      ) : null}
    </Container>
  );
}
