// Issue 31: the optimized resume is a document people can send. Shown as one (name, headings,
// roles, bullets), its changes against the person's own text marked accessibly (<ins>/<del> with
// a legend and a switch, never colour alone), numbers that lost their unit flagged, and
// downloaded as PDF (built by the api), DOCX and the HTML page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout } from '@resumebeat/shared-session';
import { ApiError, resumeApi } from '@resumebeat/shared-session/api';
import { renderRoutes } from '@resumebeat/qa-harness/testing';
import { uploadResult } from '../../../testing/data';
import { OptimizedResumeView } from '../components/optimized-resume-view';
import { changeIndex, withNumbersToCheck } from '../utils/resume-changes';

const ORIGINAL = `JANE ROE
jane@example.com

WORK EXPERIENCE
Senior Engineer, Acme, 2021 - Present
• Developed the billing service for 2 million customers
• Used Angular for developing web front-ends, improving user experience
by 30
EDUCATION
BSc Computer Science, State University, 2017`;

const OPTIMIZED = `Jane Roe
jane@example.com

EXPERIENCE
Senior Engineer | Acme | 2021 – Present
• Developed the billing service for 2 million customers
• Developed web front-ends with Angular, improving user experience by 30

EDUCATION
BSc Computer Science | State University | 2017`;

function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:test/${++n}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
  return saved;
}

const renderDocument = () =>
  renderRoutes(
    { '/optimized-resume': <OptimizedResumeView /> },
    {
      path: '/optimized-resume',
      state: {
        uploadResult: uploadResult({
          content: ORIGINAL,
          resumeContent: ORIGINAL,
          aiAnalysis: { score: 70, analysis: '', optimizedResume: OPTIMIZED },
        }),
      },
    },
  );

beforeEach(() => {
  logout();
  jest.spyOn(resumeApi, 'rescore').mockResolvedValue({ score: 88 });
  jest.spyOn(resumeApi, 'streamOptimize');
});
afterEach(() => jest.restoreAllMocks());

describe('the optimized resume as a document', () => {
  it('shows the name, section headings, roles and bullets as a document, not a box of text', async () => {
    renderDocument();
    const doc = await screen.findByRole('article', { name: 'Optimized resume' });
    expect(within(doc).getByRole('heading', { level: 3, name: 'Jane Roe' })).toBeInTheDocument();
    expect(
      within(doc)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['EXPERIENCE', 'EDUCATION']);
    expect(within(doc).getByRole('heading', { level: 5 })).toHaveTextContent('Senior Engineer | Acme | 2021 – Present');
    const bullets = within(doc).getAllByRole('listitem');
    expect(bullets).toHaveLength(2);
    expect(bullets[0]).toHaveTextContent(/^Developed the billing service for 2 million customers$/);
    expect(doc.tagName).toBe('ARTICLE');
    expect(doc.closest('pre')).toBeNull();
  });

  it('marks what changed with <ins> and <del>, announced and explained in a legend; unchanged lines carry no mark', async () => {
    renderDocument();
    const doc = await screen.findByRole('article', { name: 'Optimized resume' });
    const [kept, reworded] = within(doc).getAllByRole('listitem');
    expect(kept!.querySelector('ins, del')).toBeNull();
    const inserted = [...reworded!.querySelectorAll('ins')].map((el) => el.textContent);
    const removed = [...reworded!.querySelectorAll('del')].map((el) => el.textContent);
    expect(inserted.join(' ')).toMatch(/added: Developed/);
    expect(inserted.join(' ')).toMatch(/with Angular/);
    expect(removed.join(' ')).toMatch(/removed: Used Angular for developing/);
    // Not colour alone: the legend shows the same marks in words.
    const legend = screen.getByTestId('changes-legend');
    expect(legend).toHaveTextContent('Changes from your resume:');
    expect(legend.querySelector('ins')).toHaveTextContent('added or reworded');
    expect(legend.querySelector('del')).toHaveTextContent('removed');
  });

  it('the switch hides the changes (the clean resume) and shows them again', async () => {
    renderDocument();
    const doc = await screen.findByRole('article', { name: 'Optimized resume' });
    const toggle = screen.getByRole('button', { name: /Show changes/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(doc.querySelector('ins, del')).toBeNull();
    expect(within(doc).getAllByRole('listitem')[1]).toHaveTextContent(
      /^Developed web front-ends with Angular, improving user experience by 30\s*\(check this number\)$/,
    );
    await userEvent.click(toggle);
    expect(doc.querySelector('ins')).not.toBeNull();
  });

  it("flags 'by 30' (a number whose unit was lost) to the person: check this number", async () => {
    renderDocument();
    const doc = await screen.findByRole('article', { name: 'Optimized resume' });
    const mark = doc.querySelector('mark');
    expect(mark).toHaveTextContent(/^30$/);
    expect(within(doc).getByTestId('check-number')).toHaveTextContent('(check this number)');
    const note = screen.getByTestId('numbers-to-check');
    expect(note).toHaveTextContent('Check this number before you send it');
    expect(note).toHaveTextContent('improving user experience by 30');
    expect(note).toHaveTextContent(/unit such as %/);
  });

  it('Download PDF asks the api for the PDF and saves optimized-resume.pdf; a refusal shows its message', async () => {
    const saved = captureDownloads();
    const exportPdf = jest
      .spyOn(resumeApi, 'exportPdf')
      .mockResolvedValueOnce(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    renderDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['optimized-resume.pdf']));
    expect(exportPdf).toHaveBeenCalledWith(OPTIMIZED, 'resume', expect.any(AbortSignal));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    exportPdf.mockRejectedValueOnce(
      new ApiError(
        400,
        'The resume has more than 3,000 lines, far more than a resume holds. Shorten it and try again.',
        null,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('more than 3,000 lines');
    exportPdf.mockRejectedValueOnce(new ApiError(503, 'busy', null));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Could not create the PDF. Please try again.'),
    );
  });

  it('Download saves optimized-resume.html laid out as the document: h1 name, h2 headings, h3 roles, bullets in a list, no change marks', async () => {
    const saved = captureDownloads();
    renderDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(saved.map((file) => file.name)).toEqual(['optimized-resume.html']);
    const html = await saved[0]!.blob.text();
    expect(html).toContain('<h1>Jane Roe</h1>');
    expect(html).toContain('<h2>EXPERIENCE</h2>');
    expect(html).toContain('<h3>Senior Engineer | Acme | 2021 – Present</h3>');
    expect(html).toMatch(
      /<ul>\n<li>Developed the billing service for 2 million customers<\/li>\n<li>Developed web front-ends/,
    );
    expect(html).not.toMatch(/<ins|<del|<mark/);
  });
});

describe('the changes against the original', () => {
  it('a line found as it is, even wrapped over two lines in the original, is unchanged; a new line is added whole', () => {
    const changes = changeIndex(ORIGINAL);
    expect(changes.segmentsOf('Developed the billing service for 2 million customers')).toEqual([
      { kind: 'same', text: 'Developed the billing service for 2 million customers' },
    ]);
    expect(changes.segmentsOf('Used Angular for developing web front-ends, improving user experience by 30')).toEqual([
      { kind: 'same', text: 'Used Angular for developing web front-ends, improving user experience by 30' },
    ]);
    expect(changes.segmentsOf('Skilled in Kubernetes and Terraform')).toEqual([
      { kind: 'added', text: 'Skilled in Kubernetes and Terraform' },
    ]);
  });

  it('a number to check is cut out of whatever segment holds it', () => {
    expect(withNumbersToCheck([{ kind: 'same', text: 'improving user experience by 30' }])).toEqual([
      { kind: 'same', text: 'improving user experience by ' },
      { kind: 'check', text: '30', tight: true },
    ]);
  });
});
