import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearScanDraft, createGuestSession, getCurrentUser, logout, storeUser } from '@resumebeat/shared-session';
import { ApiError, paymentApi, resumeApi, type ResumeUploadResult } from '@resumebeat/shared-session/api';
import { provideRemoteLoader, type UpgradeDialogProps } from '@resumebeat/shared-ui';
import { renderRoutes, settleUntil } from '@resumebeat/qa-harness/testing';
import { deferred, events, resumeFile, uploadResult, usageStatus } from '../../testing/data';
import { saveJobDescription } from '../../shared/journey-storage';
import { UploadScreen } from '../upload-screen';

// What the shell installs in the composed app: here a stand-in for mf-billing's dialog.
const loadRemoteMock = jest.fn<Promise<unknown>, [string]>();
beforeAll(() => provideRemoteLoader(loadRemoteMock));
afterAll(() => provideRemoteLoader(null));

let upload: jest.SpiedFunction<typeof resumeApi.upload>;
let streamAnalysis: jest.SpiedFunction<typeof resumeApi.streamAnalysis>;
let optimize: jest.SpiedFunction<typeof resumeApi.optimize>;
let usage: jest.SpiedFunction<typeof paymentApi.usageStatus>;

const jd = {
  id: 1,
  jobTitle: 'Java Developer',
  companyName: 'Acme',
  description:
    `We need a Java developer with Spring Boot. ${'Kafka and Kubernetes experience is a plus. '.repeat(10)}`.trim(),
  savedAt: '2026-11-22T10:00:00Z',
  source: 'manual_input' as const,
};

function renderUpload(state?: unknown, path = '/upload') {
  return renderRoutes({ '/upload': <UploadScreen />, '/upload-resume': <UploadScreen /> }, { path, state });
}

/** The form's own 'Analyze Resume' (the journey's step 2 has one too). */
const analyzeButton = () =>
  within(screen.getByRole('region', { name: 'Upload your resume' })).getByRole('button', { name: 'Analyze Resume' });
const journeyAnalyzeButton = () =>
  within(screen.getByRole('list', { name: 'Your resume journey' })).getByRole('button', { name: 'Analyze Resume' });

async function chooseAndAnalyze(user: Pick<typeof userEvent, 'upload' | 'click'> = userEvent, file = resumeFile()) {
  await user.upload(screen.getByLabelText('Resume file'), file);
  await user.click(analyzeButton());
}

const signIn = () => storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  logout();
  // The file kept for a detour lives in memory while the app does: each test starts without one.
  clearScanDraft();
  upload = jest.spyOn(resumeApi, 'upload');
  streamAnalysis = jest.spyOn(resumeApi, 'streamAnalysis');
  optimize = jest.spyOn(resumeApi, 'optimize');
  usage = jest.spyOn(paymentApi, 'usageStatus').mockResolvedValue(usageStatus());
  loadRemoteMock.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the upload form (docs/product/screens.md#routes-and-guards and docs/product/rules-and-limits.md#validation)', () => {
  it('greets an anonymous visitor with the free-scan offer and the format note', async () => {
    renderUpload();
    expect(screen.getByText('Get 3 free resume scans! No account required to start.')).toBeInTheDocument();
    expect(screen.getByText('Supported formats: PDF, DOCX, TXT (Max size: 10MB)')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Free Scans' })).toBeInTheDocument();
    expect(screen.getByLabelText('Resume file')).toHaveAttribute('accept', '.pdf,.docx,.txt');
    expect(screen.getByLabelText('Industry')).toHaveValue('General');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'General',
      'Technology',
      'Healthcare',
      'Finance',
      'Marketing',
      'Education',
      'Manufacturing',
      'Retail',
    ]);
  });

  it('greets an account with the analysis text; a guest is still offered free scans', async () => {
    signIn();
    const view = renderUpload();
    expect(
      screen.getByText('Upload your resume to get AI-powered analysis and optimization suggestions.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Daily Scans' })).toBeInTheDocument();
    view.unmount();
    createGuestSession();
    renderUpload();
    expect(screen.getByText('Get 3 free resume scans! No account required to start.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Free Scans' })).toBeInTheDocument();
  });

  it('asks for a file first, then refuses other types and files over 10 MB with the exact messages', async () => {
    renderUpload();
    await userEvent.click(analyzeButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a resume file first.');
    await userEvent.upload(screen.getByLabelText('Resume file'), resumeFile('photo.png', 'image/png'), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF, DOCX, and TXT files are supported');
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Resume file'), resumeFile('big.pdf', 'application/pdf', 10_485_761));
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    await userEvent.upload(screen.getByLabelText('Resume file'), resumeFile('exact.docx', '', 10_485_760));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('selected-file')).toHaveTextContent('exact.docx');
    expect(upload).not.toHaveBeenCalled();
  });

  it('an invalid file also clears the result on screen', async () => {
    upload.mockResolvedValue(uploadResult());
    renderUpload();
    await chooseAndAnalyze();
    expect(await screen.findByTestId('ats-score-value')).toHaveTextContent('72');
    await userEvent.upload(screen.getByLabelText('Resume file'), resumeFile('notes.rtf', 'application/rtf'), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF, DOCX, and TXT files are supported');
    expect(screen.queryByTestId('analysis-result')).not.toBeInTheDocument();
  });

  it('sends the file, the industry and the latest saved job description, shown as a targeted-analysis card', async () => {
    saveJobDescription({ ...jd, id: 0, jobTitle: 'Old job', description: 'old' });
    saveJobDescription(jd);
    upload.mockResolvedValue(uploadResult());
    streamAnalysis.mockReturnValue(events([]));
    optimize.mockResolvedValue({ optimizedResume: 'better' });
    renderUpload();
    const card = screen.getByTestId('saved-job-description');
    expect(within(card).getByText('Targeted Analysis')).toBeInTheDocument();
    expect(card).toHaveTextContent('Java Developer at Acme');
    expect(card).toHaveTextContent(`${jd.description.slice(0, 200)}…`);
    expect(card).not.toHaveTextContent(jd.description.slice(0, 201));
    expect(screen.queryByRole('button', { name: 'Next: Add Job Description' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Industry'), 'Technology');
    await chooseAndAnalyze(userEvent, resumeFile('cv.txt', 'text/plain'));
    await screen.findByTestId('analysis-result');
    expect(upload).toHaveBeenCalledWith(
      expect.objectContaining({
        fileName: 'cv.txt',
        industry: 'Tech',
        jobTitle: 'Java Developer',
        companyName: 'Acme',
        jobDescription: jd.description,
      }),
      expect.any(AbortSignal),
    );
  });

  it("offers 'Next: Add Job Description' once a file is chosen and no job description is saved", async () => {
    renderUpload();
    expect(screen.queryByRole('button', { name: 'Next: Add Job Description' })).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Resume file'), resumeFile());
    await userEvent.click(screen.getByRole('button', { name: 'Next: Add Job Description' }));
    expect(screen.getByRole('heading', { name: 'Page /job-description' })).toBeInTheDocument();
  });

  it('keeps the chosen file and industry through the job description detour and focuses Analyze on return (decision 034)', async () => {
    const first = renderUpload();
    await userEvent.upload(screen.getByLabelText('Resume file'), resumeFile());
    await userEvent.selectOptions(screen.getByLabelText('Industry'), 'Tech');
    await userEvent.click(screen.getByRole('button', { name: 'Next: Add Job Description' }));
    expect(screen.getByRole('heading', { name: 'Page /job-description' })).toBeInTheDocument();
    first.unmount();

    renderUpload();
    expect(screen.getByTestId('selected-file')).toHaveTextContent('resume.pdf');
    expect(screen.getByLabelText('Industry')).toHaveValue('Tech');
    await waitFor(() => expect(analyzeButton()).toHaveFocus());
  });

  it('closes to the dashboard with a session (a guest too), else to the landing page', async () => {
    const view = renderUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(view.location.current.pathname).toBe('/');
    view.unmount();
    createGuestSession();
    const guest = renderUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(guest.location.current.pathname).toBe('/dashboard');
  });
});

describe('the journey and the prompts for more scans (docs/product/screens.md#routes-and-guards and docs/product/rules-and-limits.md#tiers-and-roles)', () => {
  it("step 2 carries its own 'Analyze Resume' button, which scans the chosen file", async () => {
    upload.mockResolvedValue(uploadResult());
    renderUpload();
    await userEvent.upload(screen.getByLabelText('Resume file'), resumeFile());
    await userEvent.click(journeyAnalyzeButton());
    expect(await screen.findByText('Resume analyzed successfully!')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("step 2's button without a file asks for one and moves the focus to the chooser", async () => {
    renderUpload();
    await userEvent.click(journeyAnalyzeButton());
    expect(await screen.findByText('Please select a resume file first.')).toBeInTheDocument();
    expect(screen.getByLabelText('Resume file')).toHaveFocus();
    expect(upload).not.toHaveBeenCalled();
  });

  it("an anonymous visitor sees 'Login for More Scans' (to /login) and 'Upgrade Now' (to /register with the message)", async () => {
    let view = renderUpload();
    const more = screen.getByRole('region', { name: 'More scans' });
    await userEvent.click(within(more).getByRole('button', { name: 'Login for More Scans' }));
    expect(view.location.current.pathname).toBe('/login');
    view.unmount();
    view = renderUpload();
    await userEvent.click(
      within(screen.getByRole('region', { name: 'More scans' })).getByRole('button', { name: 'Upgrade Now' }),
    );
    expect(view.location.current).toMatchObject({
      pathname: '/register',
      state: { message: 'Create an account to upgrade and get unlimited scans!' },
    });
  });

  it('a guest sees them too; an account does not', async () => {
    createGuestSession();
    const view = renderUpload();
    expect(screen.getByRole('region', { name: 'More scans' })).toBeInTheDocument();
    view.unmount();
    signIn();
    renderUpload();
    expect(await screen.findByRole('heading', { name: 'Daily Scans' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More scans' })).toBeNull();
  });
});

describe('the drop zone (decision 035)', () => {
  const drop = (files: File[]) =>
    fireEvent.drop(screen.getByTestId('resume-file-drop-zone'), { dataTransfer: { files, types: ['Files'] } });

  it('a dropped file is validated as a chosen one (the same messages), shown as a chip with its size, and removed by its ×', async () => {
    upload.mockResolvedValue(uploadResult());
    renderUpload();
    drop([resumeFile('photo.png', 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF, DOCX, and TXT files are supported');
    drop([resumeFile('big.pdf', 'application/pdf', 10_485_761)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    drop([resumeFile()]);
    const chip = await screen.findByTestId('selected-file');
    expect(chip).toHaveTextContent(/^Selected: resume\.pdf \(\d+ (B|KB)\)$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove resume.pdf' }));
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Resume file')).toHaveFocus();
  }, 15_000);

  it('a file pasted on the page is chosen, then analyzed', async () => {
    upload.mockResolvedValue(uploadResult());
    renderUpload();
    fireEvent.paste(document.body, { clipboardData: { files: [resumeFile()] } });
    expect(await screen.findByTestId('selected-file')).toHaveTextContent('resume.pdf');
    await userEvent.click(analyzeButton());
    expect(await screen.findByTestId('analysis-result')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ fileName: 'resume.pdf' }), expect.anything());
  }, 15_000);
});

describe('the simulated progress (docs/product/screens.md#routes-and-guards and docs/product/rules-and-limits.md#time-and-progress)', () => {
  it('ticks every 400 ms, +4..12 below 80, +1..4 below 95, then +0.2, holds at 99, and is gone once done', async () => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const answer = deferred<ResumeUploadResult>();
    upload.mockReturnValue(answer.promise);
    renderUpload();
    await chooseAndAnalyze(user);
    const bar = () => screen.getByRole('progressbar', { name: /^Analyzing with AI\.\.\./ });
    expect(screen.getByText('Analyzing with AI... 0%')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(399));
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    await act(async () => void jest.advanceTimersByTime(1));
    expect(screen.getByText('Analyzing with AI... 8%')).toBeInTheDocument();
    // 8 per tick up to 80, then 2.5 per tick (random 0.5) up to 95, then 0.2.
    await act(async () => void jest.advanceTimersByTime(400 * 9));
    expect(screen.getByText('Analyzing with AI... 80%')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(400));
    expect(screen.getByText('Analyzing with AI... 83%')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(400 * 6));
    expect(screen.getByText('Analyzing with AI... 95%')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(400 * 5));
    expect(screen.getByText('Analyzing with AI... 96%')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(400 * 200));
    expect(screen.getByText('Analyzing with AI... 99%')).toBeInTheDocument();
    expect(analyzeButton()).toBeDisabled();
    await act(async () => answer.resolve(uploadResult()));
    // Done: the result is shown and the finished bar does not stay above it.
    expect(await screen.findByTestId('analysis-result')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /^Analyzing with AI/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Analyzing with AI/)).not.toBeInTheDocument();
    expect(analyzeButton()).toBeEnabled();
  });

  it('resets to 0 when the upload fails', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const answer = deferred<ResumeUploadResult>();
    upload.mockReturnValue(answer.promise);
    renderUpload();
    await chooseAndAnalyze(user);
    await act(async () => void jest.advanceTimersByTime(400 * 3));
    expect(screen.getByRole('progressbar', { name: /^Analyzing with AI/ })).not.toHaveAttribute('aria-valuenow', '0');
    await act(async () =>
      answer.reject(
        new ApiError(500, 'The engine could not read this PDF', { message: 'The engine could not read this PDF' }),
      ),
    );
    expect(screen.queryByRole('progressbar', { name: /^Analyzing with AI/ })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The engine could not read this PDF');
    await act(async () => void jest.advanceTimersByTime(400 * 3));
    expect(screen.queryByText(/Analyzing with AI/)).not.toBeInTheDocument();
  });
});

describe('upload errors (docs/product/errors.md)', () => {
  it('429 for an anonymous visitor: Scan Limit Reached, the default text, Sign In and Sign Up & Upgrade', async () => {
    upload.mockRejectedValue(new ApiError(429, 'HTTP 429', { needsPayment: false }));
    const view = renderUpload();
    await chooseAndAnalyze();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Scan Limit Reached' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent("You've reached your scan limit.");
    expect(dialog).toHaveTextContent('Sign up for an account and upgrade to continue scanning resumes.');
    expect(within(dialog).queryByRole('button', { name: 'Upgrade Now' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up & Upgrade' }));
    expect(view.location.current.pathname).toBe('/register');
    expect(view.location.current.state).toEqual({ message: 'Create an account to upgrade and get unlimited scans!' });
  });

  it('429 for a guest: Sign In goes to /login', async () => {
    createGuestSession();
    upload.mockRejectedValue(
      new ApiError(429, 'You have used your 3 free scans', {
        message: 'You have used your 3 free scans',
        needsPayment: true,
      }),
    );
    const view = renderUpload();
    await chooseAndAnalyze();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('You have used your 3 free scans');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(view.location.current.pathname).toBe('/login');
  });

  it("429 for an account: Upgrade Required, the server's message, no Sign In, and Upgrade Now opens mf-billing's dialog", async () => {
    signIn();
    function FakeUpgradeDialog({ open, onClose }: UpgradeDialogProps) {
      return open ? (
        <div role="dialog" aria-label="Upgrade Your Account">
          <button onClick={onClose}>Close plans</button>
        </div>
      ) : null;
    }
    loadRemoteMock.mockResolvedValue({ default: FakeUpgradeDialog });
    upload.mockRejectedValue(
      new ApiError(429, 'Daily limit reached', { message: 'Daily limit reached', needsPayment: true }),
    );
    renderUpload();
    await chooseAndAnalyze();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Upgrade Required' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Daily limit reached');
    expect(dialog).toHaveTextContent('Upgrade to a paid plan to get unlimited resume scans and premium features.');
    expect(within(dialog).queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Account' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_billing/UpgradeDialog');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Upgrade Required' })).not.toBeInTheDocument());
  });

  it('Cancel closes the scan-limit dialog and leaves the page as it was', async () => {
    upload.mockRejectedValue(new ApiError(429, 'x', { message: 'Limit', needsPayment: false }));
    renderUpload();
    await chooseAndAnalyze();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('selected-file')).toBeInTheDocument();
  });

  it('401: the session-expired message, then /login after 2 seconds, signed out', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    signIn();
    upload.mockRejectedValue(new ApiError(401, 'Unauthorized', { message: 'Unauthorized' }));
    const view = renderUpload();
    await chooseAndAnalyze(user);
    await settleUntil(() => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Please log in again.');
    await act(async () => void jest.advanceTimersByTime(1999));
    expect(view.location.current.pathname).toBe('/upload');
    await act(async () => void jest.advanceTimersByTime(1));
    expect(view.location.current.pathname).toBe('/login');
    expect(getCurrentUser()).toBeNull();
  });

  it("other failures: the server's message, else the error's, else the default", async () => {
    upload.mockRejectedValueOnce(
      new ApiError(422, 'We could not read any text in this PDF.', {
        message: 'We could not read any text in this PDF.',
      }),
    );
    renderUpload();
    await chooseAndAnalyze();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not read any text in this PDF.');
    upload.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    upload.mockRejectedValueOnce({ weird: true });
    await userEvent.click(analyzeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload resume. Please try again.');
  });
});

describe('the result view (docs/product/screens.md#routes-and-guards)', () => {
  it('shows the success alert, score, remaining scans, band sentence, breakdown and feedback; refreshes usage', async () => {
    upload.mockResolvedValue(
      uploadResult({ aiAnalysis: { score: 64, analysis: '<p>Use <em>numbers</em>.</p>', optimizedResume: null } }),
    );
    renderUpload();
    await waitFor(() => expect(usage).toHaveBeenCalledTimes(1));
    await chooseAndAnalyze();
    const result = await screen.findByTestId('analysis-result');
    expect(within(result).getByRole('status')).toHaveTextContent('Resume analyzed successfully!');
    expect(screen.getByTestId('ats-score-value')).toHaveTextContent(/^64$/);
    expect(screen.getByRole('meter', { name: 'ATS Compatibility' })).toHaveAttribute('aria-valuenow', '64');
    expect(screen.getByText('You have 2 scans remaining.')).toBeInTheDocument();
    expect(screen.getByTestId('ats-feedback')).toHaveTextContent(
      'Good! Your resume has decent ATS compatibility with room for improvement.',
    );
    expect(screen.getByTestId('ai-feedback')).toHaveTextContent('Use numbers.');
    expect(screen.getByRole('heading', { name: 'Your Analysis' })).toHaveFocus();
    const breakdown = screen.getByTestId('score-breakdown');
    expect(within(breakdown).getByRole('progressbar', { name: 'Bullet points: 8 of 10 points' })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(within(breakdown).getByText('Start each bullet with an action verb')).toBeInTheDocument();
    expect(within(breakdown).getByText('No phone number')).toBeInTheDocument();
    expect(screen.queryByTestId('compared-with')).not.toBeInTheDocument();
    await waitFor(() => expect(usage).toHaveBeenCalledTimes(2));
    expect(window.localStorage.getItem('resumeUploaded')).toBe('true');
  });

  it.each([
    [85, 'Excellent! Your resume is well-optimized for ATS systems.'],
    [60, 'Good! Your resume has decent ATS compatibility with room for improvement.'],
    [59, 'Your resume could benefit from ATS optimization. Consider using standard formatting and relevant keywords.'],
  ])('score %i gives the sentence of its band', async (score, sentence) => {
    upload.mockResolvedValue(uploadResult({ aiAnalysis: { score, analysis: '<p>ok</p>' } }));
    renderUpload();
    await chooseAndAnalyze();
    expect(await screen.findByTestId('ats-feedback')).toHaveTextContent(sentence);
  });

  it('matched keywords in green with how they matched, missing ones in orange', async () => {
    upload.mockResolvedValue(
      uploadResult({
        jobDescription: 'Java, Kubernetes, Spring',
        jobTitle: 'Java Developer',
        keywords: {
          matched: [
            { keyword: 'Java', match: 'exact', found: 'Java', importance: 'required' },
            { keyword: 'Kubernetes', match: 'alias', found: 'k8s', importance: 'preferred' },
          ],
          missing: [{ keyword: 'Spring Boot', importance: 'required' }],
          matchRate: 66.7,
        },
      }),
    );
    renderUpload();
    await chooseAndAnalyze();
    const matched = await screen.findByTestId('matched-keywords');
    expect(
      within(matched)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Java', 'Kubernetes≈ k8s (alias)']);
    expect(within(screen.getByTestId('missing-keywords')).getByText('Spring Boot')).toBeInTheDocument();
    expect(screen.getByText("67% of the job's key skills found in your resume.")).toBeInTheDocument();
    expect(screen.getByTestId('compared-with')).toHaveTextContent(
      'Your resume was compared with your saved job description: Java Developer.',
    );
  });

  it('an unpaid visitor with 2 scans left gets neither Generate Cover Letter nor Upgrade', async () => {
    upload.mockResolvedValue(uploadResult({ remainingScans: 2 }));
    renderUpload();
    await chooseAndAnalyze();
    await screen.findByTestId('analysis-result');
    expect(screen.queryByRole('button', { name: 'Generate Cover Letter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade for Unlimited' })).not.toBeInTheDocument();
  });

  it('an unpaid visitor with 1 scan left is offered Upgrade for Unlimited, which sends a guest to /register', async () => {
    createGuestSession();
    upload.mockResolvedValue(uploadResult({ remainingScans: 1 }));
    usage.mockResolvedValue(usageStatus({ remainingScans: 1, scanCount: 2 }));
    const view = renderUpload();
    await chooseAndAnalyze();
    expect(await screen.findByText('You have 1 scan remaining.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade for Unlimited' }));
    expect(view.location.current).toMatchObject({
      pathname: '/register',
      state: { message: 'Create an account to upgrade and get unlimited scans!' },
    });
  });

  it("an account's Upgrade shows a clear fallback when the billing remote cannot be loaded", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    loadRemoteMock.mockRejectedValue(new Error('[ Federation Runtime ]: RUNTIME-004 mf_billing is not registered'));
    upload.mockResolvedValue(uploadResult({ remainingScans: 0 }));
    usage.mockResolvedValue(usageStatus({ remainingScans: 0, scanCount: 3 }));
    renderUpload();
    await chooseAndAnalyze();
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade for Unlimited' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade unavailable' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent("We couldn't load the upgrade options right now.");
    loadRemoteMock.mockResolvedValue({
      default: ({ open }: UpgradeDialogProps) => (open ? <div role="dialog" aria-label="Plans" /> : null),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Plans' })).toBeInTheDocument();
  });

  it('a paid member gets Generate Cover Letter, which opens /cover-letter with the result', async () => {
    const paid = uploadResult({ remainingScans: -1, hasPaidMembership: true });
    upload.mockResolvedValue(paid);
    usage.mockResolvedValue(usageStatus({ remainingScans: -1, hasActiveMembership: true, membershipType: 2 }));
    const view = renderUpload();
    await chooseAndAnalyze();
    expect(await screen.findByText('You have unlimited scans.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade for Unlimited' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(view.location.current).toMatchObject({
      pathname: '/cover-letter',
      state: { uploadResult: paid, industry: 'General' },
    });
  });

  it('after paying on this page the result shows the new state: unlimited scans, Generate Cover Letter, no Upgrade for Unlimited', async () => {
    signIn();
    let closeDialog: (() => void) | undefined;
    function FakeUpgradeDialog({ open, onClose, onUpgraded }: UpgradeDialogProps) {
      closeDialog = onClose;
      return open ? (
        <div role="dialog" aria-label="Upgrade Your Account">
          <button onClick={() => onUpgraded?.()}>Pay</button>
        </div>
      ) : null;
    }
    loadRemoteMock.mockResolvedValue({ default: FakeUpgradeDialog });
    upload.mockResolvedValue(uploadResult({ remainingScans: 0 }));
    usage.mockResolvedValue(usageStatus({ remainingScans: 0, scanCount: 3 }));
    renderUpload();
    await chooseAndAnalyze();
    expect(await screen.findByTestId('remaining-scans')).toHaveTextContent('You have 0 scans remaining.');
    expect(screen.queryByRole('button', { name: 'Generate Cover Letter' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade for Unlimited' }));
    // The payment succeeds: the server now answers a Premium member.
    usage.mockResolvedValue(
      usageStatus({ remainingScans: -1, scanCount: 3, hasActiveMembership: true, membershipType: 2 }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Upgrade Your Account' })).getByRole('button', { name: 'Pay' }),
    );
    act(() => closeDialog?.());
    expect(await screen.findByText('You have unlimited scans with your Premium membership!')).toBeInTheDocument();
    expect(screen.getByTestId('remaining-scans')).toHaveTextContent('You have unlimited scans.');
    expect(screen.getByRole('button', { name: 'Generate Cover Letter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade for Unlimited' })).not.toBeInTheDocument();
  });

  it('a scan refused at the limit runs by itself once the account has paid, with the same file (decision 034)', async () => {
    signIn();
    function FakeUpgradeDialog({ open, onUpgraded }: UpgradeDialogProps) {
      return open ? (
        <div role="dialog" aria-label="Upgrade Your Account">
          <button onClick={() => onUpgraded?.()}>Pay</button>
        </div>
      ) : null;
    }
    loadRemoteMock.mockResolvedValue({ default: FakeUpgradeDialog });
    upload.mockRejectedValueOnce(
      new ApiError(429, 'Daily limit reached', { message: 'Daily limit reached', needsPayment: true }),
    );
    renderUpload();
    await chooseAndAnalyze();
    const limit = await screen.findByRole('dialog');
    await userEvent.click(within(limit).getByRole('button', { name: 'Upgrade Now' }));
    upload.mockResolvedValue(uploadResult({ remainingScans: -1, hasPaidMembership: true }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Upgrade Your Account' })).getByRole('button', { name: 'Pay' }),
    );
    expect(await screen.findByTestId('analysis-result')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[0]).toMatchObject({ fileName: 'resume.pdf' });
  });

  it('a free account at 0 scans gets Upgrade Now on the usage card and Upgrade to keep scanning beside Analyze, both opening the plans', async () => {
    signIn();
    function FakeUpgradeDialog({ open, onClose }: UpgradeDialogProps) {
      return open ? (
        <div role="dialog" aria-label="Upgrade Your Account">
          <button onClick={onClose}>Close plans</button>
        </div>
      ) : null;
    }
    loadRemoteMock.mockResolvedValue({ default: FakeUpgradeDialog });
    usage.mockResolvedValue(usageStatus({ remainingScans: 0, scanCount: 3 }));
    renderUpload();
    const card = await screen.findByTestId('usage-card');
    await userEvent.click(await within(card).findByRole('button', { name: 'Upgrade Now' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Upgrade Your Account' })).getByRole('button', {
        name: 'Close plans',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to keep scanning' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Account' })).toBeInTheDocument();
  });

  it('Upload Another Resume clears the file, the result and the progress', async () => {
    upload.mockResolvedValue(uploadResult());
    renderUpload();
    await chooseAndAnalyze();
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Another Resume' }));
    expect(screen.queryByTestId('analysis-result')).not.toBeInTheDocument();
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
    expect(screen.queryByText(/Analyzing with AI/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Resume file')).toHaveFocus();
  });

  it('View Optimized Resume and the View Results step open /optimized-resume with the result', async () => {
    const scanned = uploadResult();
    upload.mockResolvedValue(scanned);
    const view = renderUpload();
    expect(screen.getByText('View Results').closest('button')).toBeNull();
    await chooseAndAnalyze();
    await userEvent.click(await screen.findByRole('button', { name: 'View Optimized Resume' }));
    expect(view.location.current).toMatchObject({
      pathname: '/optimized-resume',
      state: { uploadResult: scanned, industry: 'General' },
    });
  });

  it('renders the feedback HTML without scripts, handlers or foreign elements', async () => {
    upload.mockResolvedValue(
      uploadResult({
        aiAnalysis: {
          score: 70,
          analysis:
            '<p onclick="alert(1)" style="color:red">Fine</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true"><a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>',
        },
      }),
    );
    renderUpload();
    await chooseAndAnalyze();
    const feedback = await screen.findByTestId('ai-feedback');
    expect(feedback).toHaveTextContent('Finelink');
    expect(feedback.querySelector('script, img, iframe, a, [onclick], [onerror], [style], [href]')).toBeNull();
    expect(feedback.innerHTML).toBe('<p>Fine</p>link');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('after a targeted scan (docs/product/screens.md#routes-and-guards)', () => {
  it('the streamed analysis replaces the feedback as it arrives, leaves the page on the result (not the feedback), and its final score wins', async () => {
    saveJobDescription(jd);
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    upload.mockResolvedValue(
      uploadResult({
        jobDescription: jd.description,
        aiAnalysis: { score: 72, analysis: '<p>First feedback</p>', optimizedResume: 'already optimized' },
      }),
    );
    let release = deferred<void>();
    const gate = async () => {
      await release.promise;
      release = deferred<void>();
    };
    streamAnalysis.mockReturnValue(
      events(
        [
          { event: 'delta', data: '<h3>Keyword match</h3>' },
          { event: 'delta', data: '<p>Add <strong>Spring Boot</strong>.</p>' },
          { event: 'final', data: '{"score":81}' },
        ],
        gate,
      ),
    );
    renderUpload();
    await chooseAndAnalyze();
    const feedback = await screen.findByTestId('ai-feedback');
    expect(feedback).toHaveTextContent('First feedback');
    expect(screen.getByTestId('ats-score-value')).toHaveTextContent(/^72$/);
    await act(async () => release.resolve());
    await waitFor(() => expect(feedback).toHaveTextContent('Keyword match'));
    expect(feedback).not.toHaveTextContent('First feedback');
    expect(feedback).toHaveAttribute('aria-busy', 'true');
    await act(async () => release.resolve());
    await waitFor(() => expect(feedback).toHaveTextContent('Keyword match Add Spring Boot.'.replace(' Add', 'Add')));
    // The result came to the top of the screen once; the stream does not scroll to the feedback.
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(screen.getByTestId('analysis-result'));
    await act(async () => release.resolve());
    await waitFor(() => expect(screen.getByTestId('ats-score-value')).toHaveTextContent(/^81$/));
    expect(screen.getByTestId('ats-feedback')).toHaveTextContent('Excellent!');
    await waitFor(() => expect(feedback).not.toHaveAttribute('aria-busy'));
    expect(streamAnalysis).toHaveBeenCalledWith(
      {
        content: uploadResult().resumeContent,
        jobTitle: 'Java Developer',
        companyName: 'Acme',
        jobDescription: jd.description,
        industry: 'General',
      },
      expect.any(AbortSignal),
    );
    // The result already had an optimized resume: no background optimize.
    expect(optimize).not.toHaveBeenCalled();
  });

  it('a failed stream is only logged: the first feedback and score stay', async () => {
    saveJobDescription(jd);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    upload.mockResolvedValue(
      uploadResult({ aiAnalysis: { score: 72, analysis: '<p>First feedback</p>', optimizedResume: 'x' } }),
    );
    streamAnalysis.mockImplementation(async function* () {
      yield* [];
      throw new ApiError(503, 'AI unavailable', null);
    });
    renderUpload();
    await chooseAndAnalyze();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('ai-feedback')).toHaveTextContent('First feedback');
    expect(screen.getByTestId('ats-score-value')).toHaveTextContent('72');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a result without an optimized resume is optimized in the background, and the optimized page gets it', async () => {
    saveJobDescription(jd);
    upload.mockResolvedValue(uploadResult());
    streamAnalysis.mockReturnValue(events([]));
    optimize.mockResolvedValue({ optimizedResume: 'JANE DOE — optimized' });
    const view = renderUpload();
    await chooseAndAnalyze();
    await waitFor(() => expect(optimize).toHaveBeenCalledTimes(1));
    expect(optimize).toHaveBeenCalledWith(
      expect.objectContaining({ jobTitle: 'Java Developer', jobDescription: jd.description }),
      expect.any(AbortSignal),
    );
    await userEvent.click(screen.getByRole('button', { name: 'View Optimized Resume' }));
    await waitFor(() =>
      expect(view.location.current.state).toMatchObject({
        uploadResult: { aiAnalysis: { optimizedResume: 'JANE DOE — optimized' } },
      }),
    );
  });

  it('without a saved job description there is no stream and no background optimize', async () => {
    upload.mockResolvedValue(uploadResult());
    renderUpload();
    await chooseAndAnalyze();
    await screen.findByTestId('analysis-result');
    expect(streamAnalysis).not.toHaveBeenCalled();
    expect(optimize).not.toHaveBeenCalled();
  });
});

describe('back from a hosted checkout started on this page', () => {
  it('a cancelled checkout says so and leaves the address bar clean', async () => {
    signIn();
    const view = renderUpload(undefined, '/upload?payment=cancelled');
    expect(
      await screen.findByText('Checkout cancelled. You were not charged and your plan has not changed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.location.current.search).toBe(''));
    expect(view.location.current.pathname).toBe('/upload');
  });

  it('a paid checkout is verified here, the analysis that was on screen comes back, and it shows the new plan', async () => {
    signIn();
    let closeDialog: (() => void) | undefined;
    loadRemoteMock.mockResolvedValue({
      default: ({ open, onClose }: UpgradeDialogProps) => {
        closeDialog = onClose;
        return open ? <div role="dialog" aria-label="Upgrade Your Account" /> : null;
      },
    });
    upload.mockResolvedValue(uploadResult({ remainingScans: 0 }));
    usage.mockResolvedValue(usageStatus({ remainingScans: 0, scanCount: 3 }));
    const first = renderUpload();
    await chooseAndAnalyze();
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade for Unlimited' }));
    await screen.findByRole('dialog', { name: 'Upgrade Your Account' });
    act(() => closeDialog?.());
    // The browser goes to the checkout page and comes back to /upload.
    first.unmount();
    const verify = jest.spyOn(paymentApi, 'verifyCheckout').mockResolvedValue({
      success: true,
      subscription: {
        planName: 'Basic',
        price: 9.99,
        isActive: true,
        scansUsed: 3,
        scanLimit: -1,
        scansRemaining: -1,
        type: 1,
        startDate: null,
        endDate: null,
        canCancel: true,
        state: 'active',
        billing: 'subscription',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        renews: true,
        provider: 'local',
        canManageBilling: true,
      },
    });
    usage.mockResolvedValue(
      usageStatus({ remainingScans: -1, scanCount: 3, hasActiveMembership: true, membershipType: 1 }),
    );
    const view = renderUpload(undefined, '/upload?payment=success&session_id=cs_local_1');
    expect(await screen.findByText('Payment confirmed. Your membership is now active.')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith('cs_local_1');
    expect(await screen.findByText('You have unlimited scans with your Basic membership!')).toBeInTheDocument();
    expect(screen.getByTestId('analysis-result')).toBeInTheDocument();
    expect(screen.getByTestId('remaining-scans')).toHaveTextContent('You have unlimited scans.');
    expect(screen.queryByRole('button', { name: 'Upgrade for Unlimited' })).not.toBeInTheDocument();
    await waitFor(() => expect(view.location.current.search).toBe(''));
  });
});

describe('navigation state (docs/product/screens.md#routes-and-guards)', () => {
  it('shows a passed upload result, then clears the state', async () => {
    const view = renderUpload(
      {
        uploadResult: uploadResult({
          aiAnalysis: { score: 88, analysis: '<p>Back again</p>', optimizedResume: 'opt' },
        }),
      },
      '/upload-resume',
    );
    expect(screen.getByTestId('ats-score-value')).toHaveTextContent(/^88$/);
    expect(screen.getByTestId('ai-feedback')).toHaveTextContent('Back again');
    await waitFor(() => expect(view.location.current.state).toBeNull());
    expect(view.location.current.pathname).toBe('/upload-resume');
    expect(screen.getByTestId('ats-score-value')).toHaveTextContent(/^88$/);
    expect(upload).not.toHaveBeenCalled();
  });

  it('analyzes a passed file at once with the passed industry and job description', async () => {
    upload.mockResolvedValue(uploadResult());
    streamAnalysis.mockReturnValue(events([]));
    optimize.mockResolvedValue({ optimizedResume: 'x' });
    const file = resumeFile('passed.pdf');
    const view = renderUpload({
      file,
      industry: 'Finance',
      triggerAnalyze: true,
      jobDescription: { jobTitle: 'Analyst', companyName: '', description: 'Excel and SQL' },
    });
    await screen.findByTestId('analysis-result');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(
      expect.objectContaining({
        file,
        fileName: 'passed.pdf',
        industry: 'Finance',
        jobTitle: 'Analyst',
        jobDescription: 'Excel and SQL',
      }),
      expect.any(AbortSignal),
    );
    expect(screen.getByLabelText('Industry')).toHaveValue('Finance');
    expect(screen.getByTestId('saved-job-description')).toHaveTextContent('Excel and SQL');
    expect(view.location.current.state).toBeNull();
  });

  it('ignores a state it does not recognise', async () => {
    const view = renderUpload({
      uploadResult: { score: 'high' },
      industry: 'Space',
      file: 'cv.pdf',
      triggerAnalyze: true,
    });
    await waitFor(() => expect(view.location.current.state).toBeNull());
    expect(screen.queryByTestId('analysis-result')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Industry')).toHaveValue('General');
    expect(upload).not.toHaveBeenCalled();
  });
});
