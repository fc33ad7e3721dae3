import { PagePlaceholder } from '@resumebeat/shared-ui';

export default function AuthPage() {
  return <PagePlaceholder name="AuthPage" remote="mf-auth" />;
}
