import { PagePlaceholder } from '@resumebeat/shared-ui/widgets';

export default function JobDescriptionPage() {
  return <PagePlaceholder name="JobDescriptionPage" remote="mf-scanner" />;
}
