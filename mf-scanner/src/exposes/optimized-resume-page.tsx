import { PagePlaceholder } from '@resumebeat/shared-ui';

export default function OptimizedResumePage() {
  return <PagePlaceholder name="OptimizedResumePage" remote="mf-scanner" />;
}
