import { PagePlaceholder } from '@resumebeat/shared-ui';

export default function DashboardPage() {
  return <PagePlaceholder name="DashboardPage" remote="mf-scanner" />;
}
