import { CONTACT } from '../../layout/footer';
import { LegalDocument } from './legal-document';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="November 27, 2026"
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
          body: 'Visitors without an account get 3 free scans in total; free accounts get 3 scans a day; paid members get unlimited scans and their plan’s extras until their paid period ends. Every plan carries a 30-day money-back guarantee. Card payments are processed by a card payment provider.',
        },
        {
          heading: 'How paid plans are sold',
          body: 'A plan is sold in one of two ways, and the plan’s card and payment step say which. A card payment in the app buys one month of the plan; it does not renew, nothing more is charged, and the plan ends when the month ends unless you buy another. A plan bought on the secure checkout page is a monthly subscription: it renews every month until you cancel it. When you cancel, it stops renewing and you keep the plan until the end of the month already paid; your profile shows that date, and the billing portal lets you resume it before then. A refund or a disputed payment ends the plan it paid for.',
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
