import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, storeUser } from '@resumebeat/shared-session';
import { ANALYTICS_MESSAGES, type Analytics } from '@resumebeat/shared-session/api';
import { json, startApiServer } from '../../../testing/api-server';
import { renderRoutes } from '@resumebeat/qa-harness/testing';
import { AdvancedAnalyticsSection } from '../components/advanced-analytics-section';
import {
  componentsSummary,
  coverageSummary,
  industrySummary,
  missingSummary,
  optimizedSummary,
} from '../utils/analytics-summary';

const api = startApiServer();
jest.setTimeout(30_000);

const COMPONENTS = [
  { id: 'parseability', label: 'Parseability and layout' },
  { id: 'bullets', label: 'Bullet quality' },
  { id: 'keywords', label: 'Job keyword match' },
];

const THREE_SCANS: Analytics = {
  scanCount: 3,
  components: COMPONENTS,
  scans: [
    {
      id: 'a',
      createdAt: '2026-11-10T10:00:00.000Z',
      fileName: 'v1.pdf',
      jobTitle: 'Backend',
      score: 55,
      components: { parseability: 80, bullets: 40, keywords: 30 },
    },
    {
      id: 'b',
      createdAt: '2026-11-12T10:00:00.000Z',
      fileName: 'v2.pdf',
      jobTitle: 'Backend',
      score: 68,
      components: { parseability: 80, bullets: 70, keywords: 50 },
    },
    {
      id: 'c',
      createdAt: '2026-11-14T10:00:00.000Z',
      fileName: 'v3.pdf',
      jobTitle: null,
      score: 74,
      components: { parseability: 90, bullets: 75 },
    },
  ],
  keywordCoverage: [
    {
      label: 'Backend at Globex',
      scans: 2,
      firstMatchRate: 30,
      latestMatchRate: 50,
      matched: 4,
      missing: 3,
      lastScannedAt: '2026-11-12T10:00:00.000Z',
    },
  ],
  missingKeywords: [
    { keyword: 'Kafka', scans: 2, importance: 'required' },
    { keyword: 'GraphQL', scans: 1, importance: 'preferred' },
  ],
  optimized: [
    { id: 'a', createdAt: '2026-11-10T10:00:00.000Z', fileName: 'v1.pdf', jobTitle: 'Backend', before: 55, after: 81 },
  ],
  industry: {
    industry: 'Tech',
    label: 'Technology',
    percent: 75,
    score: 15,
    max: 20,
    evidence: ['Technology skills found: Java, AWS'],
    suggestions: ['Add a Projects section.'],
    previousAverage: 60,
  },
};

const ONE_SCAN: Analytics = {
  scanCount: 1,
  components: COMPONENTS.slice(0, 2),
  scans: [
    {
      id: 'a',
      createdAt: '2026-11-10T10:00:00.000Z',
      fileName: 'v1.pdf',
      jobTitle: null,
      score: 62,
      components: { parseability: 80, bullets: 40 },
    },
  ],
  keywordCoverage: [],
  missingKeywords: [],
  optimized: [],
  industry: {
    industry: 'General',
    label: 'General',
    percent: 50,
    score: 10,
    max: 20,
    evidence: [],
    suggestions: [],
    previousAverage: null,
  },
};

const renderSection = (hasPaidMembership: boolean, onUpgrade = jest.fn()) => ({
  onUpgrade,
  ...renderRoutes(
    { '/profile': <AdvancedAnalyticsSection hasPaidMembership={hasPaidMembership} onUpgrade={onUpgrade} /> },
    { path: '/profile' },
  ),
});

beforeEach(() => storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' }));
afterEach(() => logout());

describe('the summaries (text alternatives of the charts)', () => {
  it('say what changed over three scans', () => {
    expect(componentsSummary(THREE_SCANS)).toBe(
      'Most improved: Bullet quality (40% to 75%). Needs the most work now: Job keyword match (50%). Over 3 scans.',
    );
    expect(coverageSummary(THREE_SCANS)).toBe(
      'Backend at Globex: 50% of its keywords covered, up from 30% over 2 scans.',
    );
    expect(missingSummary(THREE_SCANS)).toBe('Most often missing: Kafka (2 scans), GraphQL (1 scan).');
    expect(optimizedSummary(THREE_SCANS)).toBe('Optimizing raised your score by 26 points on average, over 1 resume.');
    expect(industrySummary(THREE_SCANS)).toBe(
      'Your latest resume meets 75% of what Technology employers look for (15 of 20 points). Your earlier Technology scans averaged 60%.',
    );
  });

  it('give a useful first state after one scan', () => {
    expect(componentsSummary(ONE_SCAN)).toBe(
      'From your first scan: strongest is Parseability and layout (80%), the most room to grow is Bullet quality (40%). Scan again to see each part change.',
    );
    expect(coverageSummary(ONE_SCAN)).toMatch(/^No scan against a saved job description yet/);
    expect(industrySummary(ONE_SCAN)).toBe(
      'Your latest resume meets 50% of what employers in general look for (10 of 20 points).',
    );
  });
});

describe('the advanced analytics section', () => {
  it('shows a free member what the dashboard is and opens the plans, without asking the api', async () => {
    const { onUpgrade } = renderSection(false);
    const section = screen.getByRole('region', { name: 'Advanced Analytics' });
    expect(within(section).getByText(ANALYTICS_MESSAGES.planRequired)).toBeInTheDocument();
    expect(
      within(section).getByText('Keyword coverage for every job description you scanned against'),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'See plans' }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
    expect(api.calls('GET', '/api/resume/analytics')).toHaveLength(0);
  });

  it('loads nothing until opened; then draws each chart with its summary and a table of the same figures', async () => {
    api.routes['GET /api/resume/analytics'] = json(200, THREE_SCANS);
    renderSection(true);
    expect(api.calls('GET', '/api/resume/analytics')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /Open analytics dashboard/ }));
    // The dashboard is a lazy chunk with the charting library: give it time to arrive.
    const components = await screen.findByRole('figure', { name: 'Score components over time' }, { timeout: 20_000 });
    expect(api.calls('GET', '/api/resume/analytics')[0]!.authorization).toBe('Bearer jwt-1');
    const table = within(components).getByRole('table', { name: /Each score component/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['80%', '40%', '30%'],
      ['80%', '70%', '50%'],
      ['90%', '75%', 'not scored'],
    ]);
    const coverage = screen.getByRole('figure', { name: 'Keyword coverage per job description' });
    expect(
      within(within(coverage).getByRole('table')).getByRole('row', { name: /Backend at Globex/ }),
    ).toHaveTextContent('Backend at Globex230%50%43');
    const missing = screen.getByRole('figure', { name: 'Keywords most often missing' });
    expect(
      within(missing)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Kafkarequired2', 'GraphQLpreferred1']);
    const optimized = screen.getByRole('figure', { name: 'Before and after optimizing' });
    expect(within(optimized).getByRole('row', { name: /Backend/ })).toHaveTextContent('5581');
    const industry = screen.getByRole('region', { name: 'Against the industry profile' });
    expect(within(industry).getByRole('progressbar', { name: 'Technology profile met' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(within(industry).getByText('Add a Projects section.')).toBeInTheDocument();
  });

  it('after one scan shows where each part stands, and says how to fill the other charts', async () => {
    api.routes['GET /api/resume/analytics'] = json(200, ONE_SCAN);
    renderSection(true);
    await userEvent.click(screen.getByRole('button', { name: /Open analytics dashboard/ }));
    const first = await screen.findByTestId('analytics-components-first', {}, { timeout: 20_000 });
    expect(within(first).getByRole('progressbar', { name: 'Bullet quality', hidden: true })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('link', { name: 'Add a job description' })).toHaveAttribute('href', '/job-description');
    expect(screen.getByTestId('analytics-optimized-summary')).toHaveTextContent(/open View Optimized Resume/);
  });

  it("gives a member whose plan lacks the flag the server's 403 and the way to the plans", async () => {
    api.routes['GET /api/resume/analytics'] = json(403, { message: ANALYTICS_MESSAGES.planRequired });
    const { onUpgrade } = renderSection(true);
    await userEvent.click(screen.getByRole('button', { name: /Open analytics dashboard/ }));
    const upgrade = await screen.findByTestId('analytics-upgrade', {}, { timeout: 20_000 });
    expect(upgrade).toHaveTextContent(ANALYTICS_MESSAGES.planRequired);
    await userEvent.click(within(upgrade).getByRole('button', { name: 'See plans' }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
  });

  it('says when it failed and loads again on Retry', async () => {
    api.routes['GET /api/resume/analytics'] = json(500, {});
    renderSection(true);
    await userEvent.click(screen.getByRole('button', { name: /Open analytics dashboard/ }));
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'Failed to load your analytics.',
    );
    api.routes['GET /api/resume/analytics'] = json(200, {
      ...ONE_SCAN,
      scanCount: 0,
      scans: [],
      components: [],
      industry: null,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Scan your first resume/ })).toHaveAttribute('href', '/upload');
  });
});
