import { CONTACT } from '../../layout/footer';
import { LegalDocument } from './legal-document';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="November 22, 2026"
      sections={[
        {
          heading: 'What we collect',
          body: 'Your account details (username, email address and, if you add them, your name, phone number, date of birth and bio), the resumes and job descriptions you upload, the analyses we produce, your scan counts, and for visitors without an account the IP address used to count free scans.',
        },
        {
          heading: 'Signing in with a third party',
          body: 'You may sign in through a third-party identity provider (Google, GitHub or LinkedIn). We then receive your name and verified email address from that provider; we never receive your password there.',
        },
        {
          heading: 'AI analysis',
          body: 'To score and optimize your resume, its text (and a job description you saved) may be processed by an AI analysis provider acting on our behalf. It processes the text only to return the analysis to us.',
        },
        {
          heading: 'Payments',
          body: 'Card payments for paid plans are handled by a card payment provider. Your card number goes to that provider directly; we keep the plan, amount, dates and the provider’s payment references.',
        },
        {
          heading: 'Hosting',
          body: 'ResumeBeat runs on a cloud host, which stores our data on our behalf under contract and security obligations.',
        },
        {
          heading: 'How long we keep data',
          body: 'Usage data (scans, analyses and activity) is kept for up to 2 years. Payment records are typically kept for 7 years, as tax and accounting law requires. You may ask us to delete your account and resumes at any time.',
        },
        {
          heading: 'Your rights and contact',
          body: `You may ask to see, correct or delete your personal information. Write to ${CONTACT.email}. ResumeBeat is operated from ${CONTACT.address}, and the laws of the Province of Manitoba apply.`,
        },
      ]}
    />
  );
}
