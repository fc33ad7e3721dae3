import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, storeUser } from '@resumebeat/shared-session';
import { held, json, startApiServer } from '../../../testing/api-server';
import { aCoverLetter, aResumeDetail, aResumeSummary, anUploadResult } from '../../../testing/data';
import { renderRoutes } from '@resumebeat/qa-harness/testing';
import { provideRemoteLoader, type UpgradeDialogProps } from '@resumebeat/shared-ui';
import { aUsageStatus } from '../../../testing/data';
import { CoverLetterScreen } from '../components/cover-letter-screen';

const api = startApiServer();
jest.setTimeout(30_000);

// What the shell installs in the composed app: here a stand-in for mf-billing's plans dialog.
const loadRemoteMock = jest.fn<Promise<unknown>, [string]>();
beforeAll(() => provideRemoteLoader(loadRemoteMock));
afterAll(() => provideRemoteLoader(null));
function FakeUpgradeDialog({ open, onClose, onUpgraded }: UpgradeDialogProps) {
  return open ? (
    <div role="dialog" aria-label="Upgrade Your Account">
      <button
        onClick={() => {
          onUpgraded?.();
          onClose();
        }}
      >
        Pay Premium
      </button>
    </div>
  ) : null;
}

const renderLetter = (state?: unknown) =>
  renderRoutes({ '/cover-letter': <CoverLetterScreen /> }, { path: '/cover-letter', state });
const generateButton = () => screen.getByRole('button', { name: /Generate Cover Letter|Generating/ });
const fromAnalysis = () => ({
  uploadResult: anUploadResult({
    jobTitle: 'Java Developer',
    companyName: 'Acme',
    jobDescription: 'Java, Spring Boot and SQL.',
  }),
});

let saved: { createObjectURL: typeof URL.createObjectURL; revokeObjectURL: typeof URL.revokeObjectURL };
let blobs: Blob[];
let downloads: string[];
beforeEach(() => {
  window.localStorage.clear();
  storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' });
  blobs = [];
  downloads = [];
  saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  Object.assign(URL, saved);
  jest.restoreAllMocks();
  logout();
});

describe('the cover letter form (docs/product/screens.md#cover-letter-page and docs/product/rules-and-limits.md#cover-letter)', () => {
  it("shows the 'Premium Feature' chip and Back, prefilled from the upload result; tone and focus default to professional and skills", () => {
    renderLetter(fromAnalysis());
    expect(screen.getByText('Premium Feature')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Java Developer');
    expect(screen.getByLabelText(/Company Name/)).toHaveValue('Acme');
    expect(screen.getByLabelText(/Job Description/)).toHaveValue('Java, Spring Boot and SQL.');
    expect(screen.getByLabelText('Tone')).toHaveValue('professional');
    expect(screen.getByLabelText('Focus')).toHaveValue('skills');
    expect(Array.from((screen.getByLabelText('Tone') as HTMLSelectElement).options, (o) => o.value)).toEqual([
      'professional',
      'enthusiastic',
      'confident',
      'friendly',
    ]);
    expect(Array.from((screen.getByLabelText('Focus') as HTMLSelectElement).options, (o) => o.value)).toEqual([
      'skills',
      'achievements',
      'culture',
      'growth',
    ]);
    expect(screen.getByTestId('resume-source')).toHaveTextContent('the resume you just analyzed');
  });

  it('prefills from the saved job description, and writes from the latest stored scan when no result was passed', async () => {
    window.localStorage.setItem(
      'jobDescriptions',
      JSON.stringify([
        { id: 1, jobTitle: 'Old', companyName: 'X', description: 'old' },
        { id: 2, jobTitle: 'Data Analyst', companyName: 'Globex', description: 'SQL and Python.' },
      ]),
    );
    api.routes['GET /api/resume/my-resumes'] = json(200, [aResumeSummary({ id: 'r9', fileName: 'latest.pdf' })]);
    api.routes['GET /api/resume/r9'] = json(
      200,
      aResumeDetail({ id: 'r9', fileName: 'latest.pdf', content: 'Stored resume text' }),
    );
    api.routes['POST /api/cover-letter/generate'] = json(200, aCoverLetter());
    renderLetter();
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Data Analyst');
    expect(screen.getByLabelText(/Company Name/)).toHaveValue('Globex');
    // Two calls in a row (the list, then the scan): bounded generously for a busy machine.
    expect(await screen.findByTestId('resume-source', {}, { timeout: 10_000 })).toHaveTextContent(
      'latest.pdf, your latest scan',
    );
    await userEvent.click(generateButton());
    await screen.findByTestId('cover-letter-result');
    expect(api.calls('POST', '/api/cover-letter/generate')[0]!.json).toMatchObject({
      resumeContent: 'Stored resume text',
      jobTitle: 'Data Analyst',
    });
  });

  it('asks for a scan first when there is no resume at all', async () => {
    api.routes['GET /api/resume/my-resumes'] = json(200, []);
    const view = renderLetter();
    const none = await screen.findByTestId('no-resume', {}, { timeout: 10_000 });
    expect(none).toHaveTextContent('We need your resume to write the letter.');
    expect(generateButton()).toBeDisabled();
    await userEvent.click(within(none).getByRole('link', { name: 'Scan your resume' }));
    expect(view.location.current.pathname).toBe('/upload');
  });

  it("says 'Please fill in all required fields' and sends nothing while one is blank", async () => {
    renderLetter(fromAnalysis());
    await userEvent.clear(screen.getByLabelText(/Company Name/));
    await userEvent.type(screen.getByLabelText(/Company Name/), '   ');
    await userEvent.click(generateButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(api.calls('POST', '/api/cover-letter/generate')).toEqual([]);
  });
});

describe('generating (docs/product/screens.md#cover-letter-page and docs/product/errors.md#cover-letter)', () => {
  it('sends the form with the bearer token, disables the button with a spinner while it works, then shows the letter', async () => {
    const answer = held(json(200, aCoverLetter({ suggestions: ['Add a named person.'] })));
    api.routes['POST /api/cover-letter/generate'] = answer.handler;
    const user = userEvent.setup();
    renderLetter(fromAnalysis());
    await user.selectOptions(screen.getByLabelText('Tone'), 'confident');
    await user.selectOptions(screen.getByLabelText('Focus'), 'achievements');
    await user.click(generateButton());
    expect(generateButton()).toBeDisabled();
    expect(generateButton()).toHaveTextContent('Generating…');
    answer.release();
    const result = await screen.findByTestId('cover-letter-result');
    expect(within(result).getByTestId('cover-letter-text')).toHaveTextContent(
      'I am writing to apply for the Java Developer position at Acme.',
    );
    expect(within(result).getByText('Add a named person.')).toBeInTheDocument();
    const [call] = api.calls('POST', '/api/cover-letter/generate');
    expect(call!.authorization).toBe('Bearer jwt-1');
    expect(call!.json).toEqual({
      jobTitle: 'Java Developer',
      companyName: 'Acme',
      jobDescription: 'Java, Spring Boot and SQL.',
      tone: 'confident',
      focus: 'achievements',
      resumeContent: fromAnalysis().uploadResult.content,
    });
  });

  it('403 shows the Premium warning with Upgrade Now, which opens the plans', async () => {
    loadRemoteMock.mockResolvedValue({ default: FakeUpgradeDialog });
    api.routes['POST /api/cover-letter/generate'] = json(403, { message: 'Forbidden' });
    renderLetter(fromAnalysis());
    await userEvent.click(generateButton());
    const warning = await screen.findByTestId('premium-warning');
    expect(warning).toHaveTextContent(
      'Cover letter generation is a Premium feature. Upgrade your membership to unlock AI-powered cover letters!',
    );
    await userEvent.click(within(warning).getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Account' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_billing/UpgradeDialog');
  });

  it.each([
    ['a free account', aUsageStatus({ hasActiveMembership: false, membershipType: 0, remainingScans: 2 })],
    ['a Basic member', aUsageStatus({ hasActiveMembership: true, membershipType: 1, remainingScans: -1 })],
  ])(
    '%s is told before the form that cover letters are Premium, with Upgrade Now opening the plans; after paying the form is open',
    async (_who, usage) => {
      loadRemoteMock.mockResolvedValue({ default: FakeUpgradeDialog });
      api.routes['GET /api/resume/usage-status'] = json(200, usage);
      renderLetter(fromAnalysis());
      const warning = await screen.findByTestId('premium-warning');
      expect(warning).toHaveTextContent('Cover letter generation is a Premium feature.');
      expect(generateButton()).toBeDisabled();
      expect(api.calls('POST', '/api/cover-letter/generate')).toEqual([]);
      await userEvent.click(within(warning).getByRole('button', { name: 'Upgrade Now' }));
      const plans = await screen.findByRole('dialog', { name: 'Upgrade Your Account' });
      api.routes['GET /api/resume/usage-status'] = json(
        200,
        aUsageStatus({ hasActiveMembership: true, membershipType: 2, remainingScans: -1 }),
      );
      await userEvent.click(within(plans).getByRole('button', { name: 'Pay Premium' }));
      await waitFor(() => expect(screen.queryByTestId('premium-warning')).not.toBeInTheDocument());
      expect(generateButton()).toBeEnabled();
    },
  );

  it('a Premium member sees no warning before generating', async () => {
    api.routes['GET /api/resume/usage-status'] = json(
      200,
      aUsageStatus({ hasActiveMembership: true, membershipType: 2, remainingScans: -1 }),
    );
    renderLetter(fromAnalysis());
    await waitFor(() => expect(api.calls('GET', '/api/resume/usage-status').length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('premium-warning')).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  it("other failures: the server's message, 'Failed to generate cover letter' for a server error, 'An error occurred' without an answer", async () => {
    api.routes['POST /api/cover-letter/generate'] = json(400, {
      message: 'The resume text is empty. Upload your resume first.',
    });
    renderLetter(fromAnalysis());
    await userEvent.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The resume text is empty. Upload your resume first.');
    api.routes['POST /api/cover-letter/generate'] = json(500, { message: 'Internal server error' });
    await userEvent.click(generateButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate cover letter'));
    api.routes['POST /api/cover-letter/generate'] = (req) => req.socket.destroy();
    await userEvent.click(generateButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred'));
  });
});

describe('the letter (docs/product/screens.md#cover-letter-page)', () => {
  async function generated(state: unknown = fromAnalysis()) {
    api.routes['POST /api/cover-letter/generate'] = json(200, aCoverLetter());
    const view = renderLetter(state);
    await userEvent.click(generateButton());
    await screen.findByTestId('cover-letter-result');
    return view;
  }

  it('copies it with a snackbar, and downloads it as .docx and .txt named after the company', async () => {
    const user = userEvent.setup();
    await generated();
    // user-event's clipboard stands in for the browser's; what the page wrote is what matters.
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Cover letter copied to clipboard!')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(aCoverLetter().coverLetter);
    await user.click(screen.getByRole('button', { name: 'Download .docx' }));
    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(downloads).toEqual(['cover-letter-acme.docx', 'cover-letter-acme.txt']);
    expect(blobs[0]!.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(await blobs[1]!.text()).toBe(aCoverLetter().coverLetter.replace(/\n/g, '\r\n'));
  });

  it('downloads it as a PDF the api lays out (kind letter) and as HTML in paragraphs; a refusal says why', async () => {
    const user = userEvent.setup();
    api.routes['POST /api/resume/export-pdf'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('%PDF-1.7 letter');
    };
    await generated();
    const letter = within(screen.getByTestId('cover-letter-result')).getByRole('article', { name: 'Cover letter' });
    expect(letter).toHaveStyle({ fontFamily: 'Helvetica, Arial, sans-serif' });
    await user.click(screen.getByRole('button', { name: 'Download .pdf' }));
    await waitFor(() => expect(downloads).toEqual(['cover-letter-acme.pdf']));
    expect(api.calls('POST', '/api/resume/export-pdf').map((call) => call.json)).toEqual([
      { content: aCoverLetter().coverLetter, kind: 'letter' },
    ]);
    expect(await blobs[0]!.text()).toBe('%PDF-1.7 letter');
    await user.click(screen.getByRole('button', { name: 'Download .html' }));
    expect(downloads).toEqual(['cover-letter-acme.pdf', 'cover-letter-acme.html']);
    const html = await blobs[1]!.text();
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<main class="letter">');
    for (const paragraph of aCoverLetter()
      .coverLetter.split('\n')
      .filter((line) => line.trim())
      .slice(0, 2))
      expect(html).toContain(
        `>${paragraph.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}</p>`,
      );
    api.routes['POST /api/resume/export-pdf'] = json(400, { message: 'There is no resume text to export.' });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download .pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no resume text to export.');
  });

  it('Regenerate returns to the form with its values; Generate Another with the job fields cleared', async () => {
    const user = userEvent.setup();
    await generated();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Java Developer');
    await user.click(generateButton());
    await screen.findByTestId('cover-letter-result');
    await user.click(screen.getByRole('button', { name: 'Generate Another' }));
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('');
    expect(screen.getByLabelText(/Job Description/)).toHaveValue('');
    expect(screen.getByTestId('resume-source')).toBeInTheDocument();
  });

  it('Back to Resume Analysis returns to the upload page with its result', async () => {
    const state = fromAnalysis();
    const view = await generated(state);
    await userEvent.click(screen.getByRole('button', { name: /Back to Resume Analysis/ }));
    expect(view.location.current.pathname).toBe('/upload');
    expect(view.location.current.state).toEqual({ uploadResult: state.uploadResult });
  });
});
