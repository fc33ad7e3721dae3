import { PagePlaceholder } from '@resumebeat/shared-ui';

export default function ProfilePage() {
  return <PagePlaceholder name="ProfilePage" remote="mf-profile" />;
}
