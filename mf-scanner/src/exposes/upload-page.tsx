import { UploadScreen } from '../screens/upload-screen';

/** Exposed as `mf_scanner/UploadPage`: /upload and /upload-resume. */
export default function UploadPage() {
  return <UploadScreen />;
}
