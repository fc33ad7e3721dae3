import { AuthScreen } from '../features/auth-screen/components/auth-screen';

/** Exposed as `mf_auth/AuthPage`: /login and /register. */
export default function AuthPage() {
  return <AuthScreen />;
}
