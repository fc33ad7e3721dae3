import { PagePlaceholder } from '@resumebeat/shared-ui/widgets';

export default function DashboardPage() {
  return <PagePlaceholder name="DashboardPage" remote="mf-scanner" />;
}
