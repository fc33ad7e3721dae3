import { PagePlaceholder } from '@resumebeat/shared-ui';

export default function UploadPage() {
  return <PagePlaceholder name="UploadPage" remote="mf-scanner" />;
}
