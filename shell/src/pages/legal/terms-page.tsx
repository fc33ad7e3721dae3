import { CONTACT } from '../../layout/footer';
import { LegalDocument } from './legal-document';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="November 22, 2026"
      sections={[
        {
          heading: 'Who may use ResumeBeat',
          body: 'You must be 18 years of age or older to use ResumeBeat or create an account.',
        },
        {
          heading: 'The service',
          body: 'ResumeBeat scores resumes for compatibility with applicant-tracking systems, gives feedback, and produces an optimized resume and, for paid members, cover letters. A score is guidance, not a promise of an interview or a job. Review everything we produce for accuracy before you use it.',
        },
        {
          heading: 'Free and paid plans',
          body: 'Visitors without an account get 3 free scans in total; free accounts get 3 scans a day; paid members get unlimited scans and their plan’s extras. Paid plans renew monthly until cancelled, and may be cancelled at any time; every plan carries a 30-day money-back guarantee. Card payments are processed by a card payment provider.',
        },
        {
          heading: 'Third-party services',
          body: 'Sign-in may use a third-party identity provider; analysis may use an AI analysis provider; the service runs on a cloud host. Their own terms apply to their part.',
        },
        {
          heading: 'Your content',
          body: 'You keep the rights to the resumes and job descriptions you upload. You give us permission to process them only to provide the service to you. Do not upload content you have no right to share.',
        },
        {
          heading: 'Data retention',
          body: 'We keep usage data for up to 2 years and payment records typically for 7 years, as the Privacy Policy explains.',
        },
        {
          heading: 'Governing law and contact',
          body: `These terms are governed by the laws of the Province of Manitoba and the federal laws of Canada that apply there. Questions: ${CONTACT.email}.`,
        },
      ]}
    />
  );
}
