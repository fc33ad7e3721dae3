import { OptimizedResumeView } from '../features/optimized-resume/components/optimized-resume-view';

/** Exposed as `mf_scanner/OptimizedResumePage`: /optimized-resume, with the upload result as navigation state. */
export default function OptimizedResumePage() {
  return <OptimizedResumeView />;
}
