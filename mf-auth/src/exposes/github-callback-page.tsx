import { PagePlaceholder } from '@resumebeat/shared-ui';

export default function GithubCallbackPage() {
  return <PagePlaceholder name="GithubCallbackPage" remote="mf-auth" />;
}
