import { PagePlaceholder } from '@resumebeat/shared-ui/widgets';

export default function OptimizedResumePage() {
  return <PagePlaceholder name="OptimizedResumePage" remote="mf-scanner" />;
}
