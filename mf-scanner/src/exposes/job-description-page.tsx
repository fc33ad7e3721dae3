import { PagePlaceholder } from '@resumebeat/shared-ui';

export default function JobDescriptionPage() {
  return <PagePlaceholder name="JobDescriptionPage" remote="mf-scanner" />;
}
