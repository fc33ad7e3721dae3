import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, storeUser } from '@resumebeat/shared-session';
import { json, startApiServer } from '../../../testing/api-server';
import { aResumeDetail, aResumeSummary } from '../../../testing/data';
import { renderRoutes } from '@resumebeat/qa-harness/testing';
import { ScanHistorySection } from '../components/scan-history-section';
import { useScanHistory } from '../hooks/use-scan-history';
import { GENERAL_SERIES, scoreSeries } from '../utils/score-series';

const api = startApiServer();
jest.setTimeout(30_000);

const SCANS = [
  aResumeSummary({
    id: 3,
    fileName: 'v3.pdf',
    score: 82,
    jobTitle: 'Java Developer',
    companyName: 'Acme',
    createdAt: '2026-11-20T10:00:00.000Z',
  }),
  aResumeSummary({ id: 2, fileName: 'v2.pdf', score: 70, createdAt: '2026-11-15T10:00:00.000Z' }),
  aResumeSummary({
    id: 1,
    fileName: 'v1.pdf',
    score: 55,
    jobTitle: ' java  developer ',
    createdAt: '2026-11-10T10:00:00.000Z',
  }),
];

// The page asks for the scans (useScanHistory) and hands them to the section.
function Section({ hasPaidMembership }: { hasPaidMembership: boolean }) {
  const history = useScanHistory();
  return <ScanHistorySection history={history} remainingScans={-1} hasPaidMembership={hasPaidMembership} />;
}

const renderSection = (props: { hasPaidMembership?: boolean } = {}) =>
  renderRoutes({ '/profile': <Section hasPaidMembership={props.hasPaidMembership ?? true} /> }, { path: '/profile' });

beforeEach(() => storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' }));
afterEach(() => logout());

describe('scoreSeries', () => {
  it('orders scans oldest first, one series per job title (case and spaces ignored), general scans apart', () => {
    const { points, series } = scoreSeries(SCANS);
    expect(points.map((point) => point.id)).toEqual([1, 2, 3]);
    expect(series.map((s) => s.label)).toEqual(['java developer', GENERAL_SERIES]);
    expect(points.map((point) => [point[series[0]!.key], point[series[1]!.key]])).toEqual([
      [55, undefined],
      [undefined, 70],
      [82, undefined],
    ]);
  });
});

describe('the scan history section', () => {
  it('names the chart “Score history” and gives screen readers a table of the same figures', async () => {
    api.routes['GET /api/resume/my-resumes'] = json(200, SCANS);
    renderSection();
    // The chart is a lazy chunk with its library: give it time to arrive.
    const figure = await screen.findByRole('figure', { name: 'Score history' }, { timeout: 20_000 });
    const table = await within(figure).findByRole('table', { name: /Score history/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['java developer', 'v1.pdf', '55'],
      [GENERAL_SERIES, 'v2.pdf', '70'],
      ['java developer', 'v3.pdf', '82'],
    ]);
  });

  it('shows the empty state with a link to /upload, and Retry after a failure', async () => {
    api.routes['GET /api/resume/my-resumes'] = json(500, {});
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your scan history.');
    api.routes['GET /api/resume/my-resumes'] = json(200, []);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Scan your first resume/ })).toHaveAttribute('href', '/upload');
  });

  it('opens a stored scan (GET /api/resume/:id): score, breakdown, safe feedback; goes on to the optimized resume with it', async () => {
    api.routes['GET /api/resume/my-resumes'] = json(200, SCANS);
    api.routes['GET /api/resume/3'] = json(
      200,
      aResumeDetail({
        id: 3,
        fileName: 'v3.pdf',
        jobTitle: 'Java Developer',
        companyName: 'Acme',
        jobDescription: 'Java and Spring',
        aiAnalysis: {
          score: 82,
          analysis: '<p>Great <strong>work</strong></p><script>alert(1)</script>',
          optimizedResume: null,
        },
        scanTicket: 'st1.ev3.999.sig',
      }),
    );
    const view = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /Open the scan of v3\.pdf/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('stored-score')).toHaveTextContent('82');
    expect(within(dialog).getByText('Excellent! Your resume is well-optimized for ATS systems.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('stored-breakdown')).toHaveTextContent('Bullet points');
    expect(within(dialog).getByRole('progressbar', { name: 'Contact details' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog).getByTestId('stored-feedback').innerHTML).toBe('<p>Great <strong>work</strong></p>');
    expect(api.calls('GET', '/api/resume/3')[0]!.authorization).toBe('Bearer jwt-1');
    await userEvent.click(within(dialog).getByRole('button', { name: /View Optimized Resume/ }));
    await waitFor(() => expect(view.location.current.pathname).toBe('/optimized-resume'));
    const state = view.location.current.state as { uploadResult: Record<string, unknown> };
    expect(state.uploadResult).toMatchObject({
      content: expect.stringContaining('John Doe'),
      aiAnalysis: { score: 82 },
      jobTitle: 'Java Developer',
      companyName: 'Acme',
      jobDescription: 'Java and Spring',
      remainingScans: -1,
      hasPaidMembership: true,
      scanTicket: 'st1.ev3.999.sig',
    });
  });

  it('offers the cover letter to paid members only, and says so when a scan is gone', async () => {
    api.routes['GET /api/resume/my-resumes'] = json(200, SCANS);
    api.routes['GET /api/resume/2'] = json(200, aResumeDetail({ id: 2 }));
    api.routes['GET /api/resume/1'] = json(404, { message: 'Resume not found' });
    renderSection({ hasPaidMembership: false });
    await userEvent.click(await screen.findByRole('button', { name: /Open the scan of v2\.pdf/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByTestId('stored-score');
    expect(within(dialog).queryByRole('button', { name: 'Generate Cover Letter' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: /Open the scan of v1\.pdf/ }));
    expect(
      await within(await screen.findByRole('dialog')).findByText('This scan no longer exists.'),
    ).toBeInTheDocument();
  });
});
