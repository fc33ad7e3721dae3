import { JobDescriptionForm } from '../features/job-description/components/job-description-form';

/** Exposed as `mf_scanner/JobDescriptionPage`: /job-description. */
export default function JobDescriptionPage() {
  return <JobDescriptionForm />;
}
