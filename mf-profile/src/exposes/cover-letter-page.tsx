import { PagePlaceholder } from '@resumebeat/shared-ui/widgets';

export default function CoverLetterPage() {
  return <PagePlaceholder name="CoverLetterPage" remote="mf-profile" />;
}
