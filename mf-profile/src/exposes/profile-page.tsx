import { PagePlaceholder } from '@resumebeat/shared-ui/widgets';

export default function ProfilePage() {
  return <PagePlaceholder name="ProfilePage" remote="mf-profile" />;
}
