import { PagePlaceholder } from '@resumebeat/shared-ui';

export default function CoverLetterPage() {
  return <PagePlaceholder name="CoverLetterPage" remote="mf-profile" />;
}
