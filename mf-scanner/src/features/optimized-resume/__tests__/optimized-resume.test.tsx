import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout } from '@resumebeat/shared-session';
import { ApiError, resumeApi } from '@resumebeat/shared-session/api';
import { renderRoutes, settleUntil } from '@resumebeat/qa-harness/testing';
import { deferred, events, uploadResult } from '../../../testing/data';
import { OptimizedResumeView } from '../components/optimized-resume-view';
import { escapeHtml, resumeHtmlDocument } from '../utils/resume-document';
import { CHECKLIST_TEXT } from '../components/keyword-checklist';

let streamOptimize: jest.SpiedFunction<typeof resumeApi.streamOptimize>;
let rescore: jest.SpiedFunction<typeof resumeApi.rescore>;
let exportDocx: jest.SpiedFunction<typeof resumeApi.exportDocx>;

/** What the page saved: the file name and the Blob behind the link it clicked. */
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

function renderOptimized(state: unknown) {
  return renderRoutes({ '/optimized-resume': <OptimizedResumeView /> }, { path: '/optimized-resume', state });
}

beforeEach(() => {
  logout();
  streamOptimize = jest.spyOn(resumeApi, 'streamOptimize');
  rescore = jest.spyOn(resumeApi, 'rescore');
  exportDocx = jest.spyOn(resumeApi, 'exportDocx');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the optimized resume page (docs/product/screens.md#optimized-resume-page)', () => {
  it('without navigation state: redirects to /upload-resume', () => {
    const view = renderOptimized(undefined);
    expect(view.location.current.pathname).toBe('/upload-resume');
    expect(streamOptimize).not.toHaveBeenCalled();
  });

  it('with a result that holds no resume text: No Resume Data Available and Upload Resume', async () => {
    const view = renderOptimized({ uploadResult: { something: 'else' } });
    expect(screen.getByRole('heading', { level: 1, name: 'No Resume Data Available' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(view.location.current.pathname).toBe('/upload-resume');
    expect(streamOptimize).not.toHaveBeenCalled();
  });

  it('streams the optimized resume when there is none, with progress to 100, then rescores it once', async () => {
    let release = deferred<void>();
    const gate = async () => {
      await release.promise;
      release = deferred<void>();
    };
    streamOptimize.mockReturnValue(
      events(
        [
          { event: 'delta', data: 'JANE DOE\n' },
          { event: 'delta', data: 'Senior <Engineer> & mentor' },
        ],
        gate,
      ),
    );
    const score = deferred<{ score: number }>();
    rescore.mockReturnValue(score.promise);
    const result = uploadResult({ jobTitle: 'Engineer', jobDescription: 'React' });
    renderOptimized({ uploadResult: result, industry: 'Tech' });

    expect(screen.getByRole('heading', { level: 1, name: 'Your Optimized Resume' })).toBeInTheDocument();
    // The target is a goal until the rescore says it is reached.
    expect(screen.getByTestId('target-note')).toHaveTextContent(/^Target: 90%\+ ATS compatibility$/);
    expect(screen.getByText('Please verify: review all information for accuracy')).toBeInTheDocument();
    expect(screen.getByTestId('optimized-score-value')).toHaveTextContent(/^72$/);
    const box = screen.getByTestId('optimized-resume-text');
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Optimizing your resume...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();

    await act(async () => release.resolve());
    await waitFor(() => expect(box).toHaveTextContent('JANE DOE'));
    await act(async () => release.resolve());
    // Once written, the stream's box gives way to the document and the finished bar is gone.
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    const doc = screen.getByTestId('optimized-resume-text');
    expect(doc).not.toHaveAttribute('aria-busy');
    expect(within(doc).getByRole('heading', { level: 3, name: 'JANE DOE' })).toBeInTheDocument();
    expect(doc).toHaveTextContent('Senior <Engineer> & mentor');
    expect(doc.querySelector('engineer')).toBeNull();
    expect(screen.getByText('Rescoring...')).toBeInTheDocument();
    expect(streamOptimize).toHaveBeenCalledWith(
      { content: result.resumeContent, jobTitle: 'Engineer', jobDescription: 'React', industry: 'Tech' },
      expect.any(AbortSignal),
    );
    expect(rescore).toHaveBeenCalledTimes(1);
    expect(rescore).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'JANE DOE\nSenior <Engineer> & mentor', jobDescription: 'React' }),
      expect.any(AbortSignal),
    );

    await act(async () => score.resolve({ score: 93 }));
    expect(screen.queryByText('Rescoring...')).not.toBeInTheDocument();
    expect(screen.getByTestId('optimized-score-value')).toHaveTextContent(/^93$/);
    expect(screen.getByTestId('original-score')).toHaveTextContent('Before optimization: 72%');
    expect(screen.getByTestId('target-note')).toHaveTextContent(
      /^Target Achieved: optimized for 90%\+ ATS compatibility$/,
    );
    expect(rescore).toHaveBeenCalledTimes(1);
  });

  it('does not claim the 90% target when the rescored version stays below it, and says why', async () => {
    rescore.mockResolvedValue({ score: 61 });
    renderOptimized({
      uploadResult: uploadResult({ aiAnalysis: { score: 60, analysis: '', optimizedResume: 'Ready made resume' } }),
    });
    await waitFor(() => expect(screen.getByTestId('optimized-score-value')).toHaveTextContent(/^61$/));
    const note = screen.getByTestId('target-note');
    expect(note).toHaveTextContent('Target: 90%+ ATS compatibility. This version scores 61%');
    expect(note).toHaveTextContent('only you can add');
    expect(screen.queryByText(/Target Achieved/)).not.toBeInTheDocument();
  });

  it('holds the streaming progress below 100 until the stream ends', async () => {
    jest.useFakeTimers();
    const end = deferred<void>();
    streamOptimize.mockReturnValue(
      events(
        [
          { event: 'delta', data: 'A' },
          { event: 'delta', data: 'B' },
        ],
        () => end.promise,
      ),
    );
    rescore.mockResolvedValue({ score: 90 });
    renderOptimized({ uploadResult: uploadResult() });
    await act(async () => void jest.advanceTimersByTime(400 * 300));
    expect(screen.getByRole('progressbar', { name: 'Optimizing your resume...' })).toHaveAttribute(
      'aria-valuenow',
      '99',
    );
    await act(async () => end.resolve());
    expect(screen.queryByRole('progressbar', { name: /^Optimiz/ })).not.toBeInTheDocument();
  });

  it('with an optimized resume already there: no stream, one rescore, shown at once', async () => {
    rescore.mockResolvedValue({ score: 91 });
    renderOptimized({
      uploadResult: uploadResult({ aiAnalysis: { score: 70, analysis: '', optimizedResume: 'Ready made resume' } }),
    });
    expect(screen.getByTestId('optimized-resume-text')).toHaveTextContent('Ready made resume');
    expect(screen.getByText('Rescoring...')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('optimized-score-value')).toHaveTextContent(/^91$/));
    expect(streamOptimize).not.toHaveBeenCalled();
    expect(rescore).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar', { name: /Optimiz/ })).not.toBeInTheDocument();
  });

  it('only logs a failed stream and a failed rescore: the text and the score stay', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    streamOptimize.mockImplementation(async function* () {
      yield { event: 'delta', data: 'Partial resume' };
      throw new ApiError(503, 'AI unavailable', null);
    });
    rescore.mockRejectedValue(new ApiError(500, 'boom', null));
    renderOptimized({ uploadResult: uploadResult() });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('optimized-resume-text')).toHaveTextContent('Partial resume');
    expect(screen.getByTestId('optimized-score-value')).toHaveTextContent(/^72$/);
    expect(screen.queryByText('Rescoring...')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops the stream when the page is left', async () => {
    let signal: AbortSignal | undefined;
    streamOptimize.mockImplementation((_payload, given) => {
      signal = given;
      return events([{ event: 'delta', data: 'x' }], () => new Promise(() => {}));
    });
    const view = renderOptimized({ uploadResult: uploadResult() });
    expect(signal?.aborted).toBe(false);
    view.unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('Download saves optimized-resume.html: a whole HTML document with the text escaped', async () => {
    const saved = captureDownloads();
    rescore.mockResolvedValue({ score: 90 });
    renderOptimized({
      uploadResult: uploadResult({
        aiAnalysis: { score: 70, analysis: '', optimizedResume: 'Jane <script>alert(1)</script> & Co' },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved.map((file) => file.name)).toEqual(['optimized-resume.html']);
    const html = await saved[0]!.blob.text();
    expect(saved[0]!.blob.type).toBe('text/html;charset=utf-8');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain('Jane &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(html).not.toContain('<script>');
  });

  it('Download DOCX posts the text and saves optimized-resume.docx; a failure says so', async () => {
    const saved = captureDownloads();
    rescore.mockResolvedValue({ score: 90 });
    exportDocx.mockResolvedValueOnce(
      new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    );
    renderOptimized({
      uploadResult: uploadResult({ aiAnalysis: { score: 70, analysis: '', optimizedResume: 'Jane Doe' } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Download DOCX' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['optimized-resume.docx']));
    expect(exportDocx).toHaveBeenCalledWith('Jane Doe', expect.any(AbortSignal));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    exportDocx.mockRejectedValueOnce(new ApiError(502, 'HTTP 502', null));
    await userEvent.click(screen.getByRole('button', { name: 'Download DOCX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not create the Word document. Please try again.');
  });

  it('Copy puts the text on the clipboard and shows the snackbar for 3 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // After setup, which installs its own clipboard (whose reads need jsdom's Blob).
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    rescore.mockResolvedValue({ score: 90 });
    renderOptimized({
      uploadResult: uploadResult({ aiAnalysis: { score: 70, analysis: '', optimizedResume: 'Copy me' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Copy me');
    // The write resolves, then the snackbar's portal mounts.
    await settleUntil(() => screen.queryByRole('status') !== null);
    expect(screen.getByRole('status')).toHaveTextContent('Optimized resume copied to clipboard!');
    await act(async () => void jest.advanceTimersByTime(2999));
    expect(screen.getByText('Optimized resume copied to clipboard!')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(1));
    expect(screen.queryByText('Optimized resume copied to clipboard!')).not.toBeInTheDocument();
  });

  it('Upload New Resume opens /upload; Back to Analysis opens it with the result and the optimized text', async () => {
    rescore.mockResolvedValue({ score: 90 });
    const result = uploadResult({ aiAnalysis: { score: 70, analysis: '<p>f</p>', optimizedResume: 'Done' } });
    const first = renderOptimized({ uploadResult: result, industry: 'Retail' });
    await userEvent.click(screen.getByRole('button', { name: 'Upload New Resume' }));
    expect(first.location.current).toMatchObject({ pathname: '/upload', state: null });
    first.unmount();
    const second = renderOptimized({ uploadResult: result, industry: 'Retail' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Analysis' }));
    expect(second.location.current).toMatchObject({
      pathname: '/upload',
      state: { uploadResult: result, industry: 'Retail' },
    });
  });
});

describe('the downloaded document', () => {
  it('escapes every character that means something in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(resumeHtmlDocument('Line 1\nLine 2')).toContain(
      '<main class="resume">\n<h1>Line 1</h1>\n<p>Line 2</p>\n</main>',
    );
  });

  describe("the job's missing keywords: 'Add the ones you really have' (docs/product/screens.md#optimized-resume-page)", () => {
    const withMissing = () =>
      uploadResult({
        jobDescription: 'React, GraphQL, Kubernetes, leadership',
        keywords: {
          matched: [],
          missing: [
            { keyword: 'GraphQL', importance: 'required' },
            { keyword: 'Kubernetes', importance: 'preferred' },
            { keyword: 'Leadership', importance: 'soft' },
          ],
          matchRate: 40,
        },
      });

    it('offers every missing keyword, none ticked; ticked ones are streamed into the resume in the job’s order and rescored', async () => {
      streamOptimize.mockImplementation((payload) =>
        events([
          {
            event: 'delta',
            data: payload.confirmedKeywords
              ? `JANE DOE\nSKILLS\nReact, ${payload.confirmedKeywords.join(', ')}`
              : 'JANE DOE\nSKILLS\nReact',
          },
        ]),
      );
      rescore.mockImplementation(async (payload) => ({ score: payload.confirmedKeywords ? 91 : 78 }));
      renderOptimized({ uploadResult: withMissing() });

      const checklist = await screen.findByTestId('keyword-checklist');
      expect(screen.getByRole('heading', { level: 2, name: CHECKLIST_TEXT.heading })).toBeInTheDocument();
      const boxes = screen.getAllByRole('checkbox');
      expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['GraphQL', 'Kubernetes', 'Leadership']);
      expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);
      await waitFor(() => expect(screen.getByTestId('optimized-score-value')).toHaveTextContent(/^78$/));
      expect(streamOptimize.mock.calls[0]![0]).not.toHaveProperty('confirmedKeywords');
      const apply = screen.getByRole('button', { name: CHECKLIST_TEXT.apply });
      expect(apply).toBeDisabled();

      await userEvent.click(screen.getByRole('checkbox', { name: 'Leadership' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'GraphQL' }));
      await userEvent.click(apply);

      await waitFor(() => expect(screen.getByTestId('optimized-score-value')).toHaveTextContent(/^91$/));
      expect(streamOptimize).toHaveBeenCalledTimes(2);
      expect(streamOptimize.mock.calls[1]![0].confirmedKeywords).toEqual(['GraphQL', 'Leadership']);
      expect(rescore.mock.calls.at(-1)![0]).toMatchObject({
        content: 'JANE DOE\nSKILLS\nReact, GraphQL, Leadership',
        confirmedKeywords: ['GraphQL', 'Leadership'],
      });
      expect(checklist).toHaveTextContent(CHECKLIST_TEXT.applied(2));
      expect(screen.getByTestId('target-note')).toHaveTextContent('Target Achieved');
      expect(screen.getByRole('button', { name: CHECKLIST_TEXT.update })).toBeDisabled();
    });

    it('no job description, no missing keywords: no checklist', async () => {
      streamOptimize.mockReturnValue(events([{ event: 'delta', data: 'JANE DOE' }]));
      rescore.mockResolvedValue({ score: 80 });
      renderOptimized({ uploadResult: uploadResult() });
      await waitFor(() => expect(screen.getByTestId('optimized-score-value')).toHaveTextContent(/^80$/));
      expect(screen.queryByTestId('keyword-checklist')).not.toBeInTheDocument();
    });
  });
});
