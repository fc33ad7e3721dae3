import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, storeUser } from '@resumebeat/shared-session';
import {
  ApiError,
  BULK_MESSAGES,
  bulkUploadApi,
  resumeApi,
  type BulkBatch,
  type BulkItem,
  type ResumeDetail,
} from '@resumebeat/shared-session/api';
import { renderRoutes } from '@resumebeat/qa-harness/testing';
import { resumeFile, uploadResult } from '../../../testing/data';
import BulkUploadPanel, { BULK_TEXT } from '../components/bulk-upload-panel';
import { BULK_OPEN_KEY, BulkUploadSection } from '../components/bulk-upload-section';
import { CSV_HEADER, toCsv, type BulkRow } from '../utils/bulk-rows';

const item = (position: number, overrides: Partial<BulkItem> = {}): BulkItem => ({
  id: `item-${position}`,
  position,
  fileName: `cv-${position}.pdf`,
  status: 'waiting',
  score: null,
  resumeId: null,
  findings: [],
  error: null,
  ...overrides,
});
const batchOf = (items: BulkItem[], overrides: Partial<BulkBatch> = {}): BulkBatch => ({
  id: 'batch-1',
  createdAt: '2026-11-27T04:00:00.000Z',
  industry: 'Tech',
  jobTitle: null,
  targeted: false,
  finished: items.every((entry) => entry.status === 'done' || entry.status === 'failed'),
  items,
  ...overrides,
});

const FINISHED = batchOf([
  item(0, {
    status: 'done',
    score: 64,
    resumeId: 'r-0',
    findings: ['Missing keyword: kafka', 'Add a phone number', 'Use more bullets'],
  }),
  item(1, {
    status: 'failed',
    error: 'The file is named as PDF but its content is text. Rename it or export it again.',
  }),
  item(2, {
    status: 'done',
    score: 88,
    resumeId: 'r-2',
    findings: ['Missing keyword: go', '=SUM(A1)', 'Quote "this"'],
  }),
]);

const onUpgrade = jest.fn();
function renderPanel() {
  return renderRoutes(
    { '/upload': <BulkUploadPanel industry="General" jobDescription={null} onUpgrade={onUpgrade} /> },
    { path: '/upload' },
  );
}
const scoresInOrder = () => screen.getAllByTestId('bulk-score').map((cell) => cell.textContent);

beforeEach(() => {
  window.sessionStorage.clear();
  logout();
  storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' });
  onUpgrade.mockReset();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('bulk upload section (the upload page)', () => {
  it('loads nothing until opened; opened, it asks the server whether the plan has bulk upload, and is open again on return', async () => {
    const list = jest.spyOn(bulkUploadApi, 'list').mockResolvedValue({ allowed: false, batches: [] });
    const view = renderRoutes(
      { '/upload': <BulkUploadSection industry="General" jobDescription={null} onUpgrade={onUpgrade} /> },
      { path: '/upload' },
    );
    expect(screen.getByRole('heading', { name: 'Bulk resume upload' })).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Open Bulk Upload' }));
    expect(await screen.findByTestId('bulk-not-on-plan')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(BULK_OPEN_KEY)).toBe('1');
    view.unmount();
    renderRoutes(
      { '/upload': <BulkUploadSection industry="General" jobDescription={null} onUpgrade={onUpgrade} /> },
      { path: '/upload' },
    );
    expect(await screen.findByTestId('bulk-not-on-plan')).toBeInTheDocument();
  });
});

describe('bulk upload panel', () => {
  it('a plan without bulk upload: what the feature is, why not, and the way to upgrade; no chooser', async () => {
    jest.spyOn(bulkUploadApi, 'list').mockResolvedValue({ allowed: false, batches: [] });
    renderPanel();
    const panel = await screen.findByTestId('bulk-not-on-plan');
    expect(within(panel).getByText(BULK_TEXT.what)).toBeInTheDocument();
    expect(within(panel).getByText(BULK_MESSAGES.notOnPlan)).toBeInTheDocument();
    expect(screen.queryByLabelText('Resume files')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Unlock' }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
  });

  it('a 403 when starting (the plan changed) shows the upgrade way instead of the form', async () => {
    jest.spyOn(bulkUploadApi, 'list').mockResolvedValue({ allowed: true, batches: [] });
    jest
      .spyOn(bulkUploadApi, 'create')
      .mockRejectedValue(new ApiError(403, BULK_MESSAGES.notOnPlan, { message: BULK_MESSAGES.notOnPlan }));
    renderPanel();
    await userEvent.upload(await screen.findByLabelText('Resume files'), [resumeFile('a.pdf')]);
    await userEvent.click(screen.getByRole('button', { name: 'Scan Resumes' }));
    expect(await screen.findByTestId('bulk-not-on-plan')).toBeInTheDocument();
  });

  it('refuses more than 20 files with the message, and sends nothing', async () => {
    jest.spyOn(bulkUploadApi, 'list').mockResolvedValue({ allowed: true, batches: [] });
    const create = jest.spyOn(bulkUploadApi, 'create');
    renderPanel();
    await userEvent.upload(
      await screen.findByLabelText('Resume files'),
      Array.from({ length: 21 }, (_, n) => resumeFile(`cv-${n}.pdf`)),
    );
    expect(screen.getByText(BULK_MESSAGES.tooManyFiles)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Scan 21 Resumes/ })).toBeDisabled();
    expect(create).not.toHaveBeenCalled();
  });

  it('scans the chosen files: one row each, each sent to its row, scores and findings or the error; one failed send does not stop the others', async () => {
    jest.spyOn(bulkUploadApi, 'list').mockResolvedValue({ allowed: true, batches: [] });
    const created = batchOf([item(0), item(1), item(2)]);
    const create = jest.spyOn(bulkUploadApi, 'create').mockResolvedValue(created);
    const sendFile = jest.spyOn(bulkUploadApi, 'sendFile').mockImplementation(async (_batch, itemId) => {
      if (itemId === 'item-1')
        throw new ApiError(413, 'File size must be less than 10MB', { message: 'File size must be less than 10MB' });
      return item(Number(itemId.slice(5)), { status: 'queued' });
    });
    jest
      .spyOn(bulkUploadApi, 'get')
      .mockResolvedValue(
        batchOf([
          FINISHED.items[0]!,
          item(1, { status: 'failed', error: 'File size must be less than 10MB' }),
          FINISHED.items[2]!,
        ]),
      );
    renderPanel();
    await userEvent.upload(await screen.findByLabelText('Resume files'), [
      resumeFile('cv-0.pdf'),
      resumeFile('cv-1.pdf'),
      resumeFile('cv-2.pdf'),
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Industry for all files'), 'Tech');
    await userEvent.click(screen.getByRole('button', { name: 'Scan 3 Resumes' }));
    expect(create).toHaveBeenCalledWith({
      files: [{ fileName: 'cv-0.pdf' }, { fileName: 'cv-1.pdf' }, { fileName: 'cv-2.pdf' }],
      industry: 'Tech',
    });
    await waitFor(() => expect(sendFile).toHaveBeenCalledTimes(3));
    expect(sendFile.mock.calls.map((call) => [call[1], call[3]])).toEqual([
      ['item-0', 'cv-0.pdf'],
      ['item-1', 'cv-1.pdf'],
      ['item-2', 'cv-2.pdf'],
    ]);
    await waitFor(() => expect(scoresInOrder()).toEqual(['64', '—', '88']), { timeout: 5000 });
    const rows = screen.getAllByTestId('bulk-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['done', 'failed', 'done']);
    expect(within(rows[1]!).getByTestId('bulk-error')).toHaveTextContent('File size must be less than 10MB');
    expect(
      within(rows[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(FINISHED.items[0]!.findings);
    expect(within(rows[0]!).getByRole('progressbar', { name: 'cv-0.pdf: Done' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it("lists the latest batch on return, sorts by score both ways, exports the table as CSV and opens a row's full analysis", async () => {
    jest.spyOn(bulkUploadApi, 'list').mockResolvedValue({ allowed: true, batches: [FINISHED] });
    const detail: ResumeDetail = {
      id: 'r-2',
      fileName: 'cv-2.pdf',
      score: 88,
      industry: 'Tech',
      jobTitle: null,
      companyName: null,
      createdAt: '2026-11-27T04:00:00.000Z',
      content: uploadResult().content,
      jobDescription: null,
      aiAnalysis: { score: 88, analysis: '<p>Strong resume.</p>', optimizedResume: null },
      scoreComponents: uploadResult().scoreComponents!,
      keywords: null,
      scoringVersion: 'test',
    };
    const getResume = jest.spyOn(resumeApi, 'getResume').mockResolvedValue(detail);
    renderPanel();
    await waitFor(() => expect(scoresInOrder()).toEqual(['64', '—', '88']));
    const scoreHeader = screen.getByRole('columnheader', { name: /Score/ });
    await userEvent.click(within(scoreHeader).getByRole('button'));
    expect(scoresInOrder()).toEqual(['88', '64', '—']);
    expect(scoreHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(scoreHeader).getByRole('button'));
    expect(scoresInOrder()).toEqual(['64', '88', '—']);
    expect(scoreHeader).toHaveAttribute('aria-sort', 'ascending');

    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => (blobs.push(blob), 'blob:csv')),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const text = await blobs[0]!.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.map((name) => `"${name}"`).join(','));
    // In the order shown (ascending now), a formula defused and quotes doubled.
    expect(lines.slice(1)).toEqual([
      '"cv-0.pdf","Done","64","Missing keyword: kafka","Add a phone number","Use more bullets",""',
      '"cv-2.pdf","Done","88","Missing keyword: go","\'=SUM(A1)","Quote ""this""",""',
      '"cv-1.pdf","Failed","","","","","The file is named as PDF but its content is text. Rename it or export it again."',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Open analysis of cv-2.pdf' }));
    expect(getResume).toHaveBeenCalledWith('r-2');
    const analysis = await screen.findByRole('region', { name: 'Analysis of cv-2.pdf' });
    expect(within(analysis).getByRole('heading', { name: 'Analysis of cv-2.pdf' })).toHaveFocus();
    expect(within(analysis).getByText('Strong resume.')).toBeInTheDocument();
  });
});

describe('the CSV', () => {
  it('has a header and a line a row, empty cells for what a row lacks', () => {
    const row: BulkRow = {
      id: 'x',
      position: 0,
      fileName: 'a,b.pdf',
      status: 'queued',
      score: null,
      resumeId: null,
      findings: [],
      error: null,
    };
    expect(toCsv([row])).toBe(
      `${CSV_HEADER.map((name) => `"${name}"`).join(',')}\r\n"a,b.pdf","Queued","","","","",""\r\n`,
    );
  });
});
