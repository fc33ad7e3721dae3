import { AuthScreen } from '../features/auth-screen/components/auth-screen';
import { addPrebuiltStyles } from '@resumebeat/shared-ui';
import { FIRST_PAINT_STYLES } from '../shared/first-paint-styles';

// The class names of this remote's first paints, built (decision 047): given before the page renders.
addPrebuiltStyles(FIRST_PAINT_STYLES);

/** Exposed as `mf_auth/AuthPage`: /login, /register and /reset-password. */
export default function AuthPage() {
  return <AuthScreen />;
}
