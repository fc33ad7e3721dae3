import { PagePlaceholder } from '@resumebeat/shared-ui';

export default function LinkedinCallbackPage() {
  return <PagePlaceholder name="LinkedinCallbackPage" remote="mf-auth" />;
}
