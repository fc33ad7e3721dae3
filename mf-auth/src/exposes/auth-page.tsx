import { AuthScreen } from '../features/auth-screen/components/auth-screen';

/** Exposed as `mf_auth/AuthPage`: /login, /register and /reset-password. */
export default function AuthPage() {
  return <AuthScreen />;
}
