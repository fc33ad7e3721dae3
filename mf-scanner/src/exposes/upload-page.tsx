import { PagePlaceholder } from '@resumebeat/shared-ui/widgets';

export default function UploadPage() {
  return <PagePlaceholder name="UploadPage" remote="mf-scanner" />;
}
