import { CoverLetterScreen } from '../features/cover-letter/components/cover-letter-screen';

/** Exposed as `mf_profile/CoverLetterPage`: /cover-letter. */
export default function CoverLetterPage() {
  return <CoverLetterScreen />;
}
