// Decision 036: the copy of the usage card and the result. Counts agree with their nouns, an
// anonymous visitor's lifetime scans are never called "today", and a scan that misses the job's
// required keywords is never called 'Excellent!'.
import { screen } from '@testing-library/react';
import { renderPage } from '@resumebeat/qa-harness/testing';
import { uploadResult } from '../../testing/data';
import { UsageCard } from '../../features/usage/components/usage-card';
import { AnalysisResult } from '../../shared/analysis/analysis-result';

const loaded = (remainingScans: number, scanCount: number) =>
  ({ kind: 'loaded', usage: { remainingScans, scanCount, hasActiveMembership: false, membershipType: 0 } }) as const;

describe('the usage card copy', () => {
  it("anonymous: '1 scan used' (not '1 scans'), '2 scans used'", () => {
    const view = renderPage(<UsageCard state={loaded(2, 1)} onRetry={() => {}} signedIn={false} />);
    expect(screen.getByText('IP-based tracking: 1 scan used')).toBeInTheDocument();
    view.unmount();
    renderPage(<UsageCard state={loaded(1, 2)} onRetry={() => {}} signedIn={false} />);
    expect(screen.getByText('IP-based tracking: 2 scans used')).toBeInTheDocument();
  });

  it("anonymous visitors' last scan is not 'today' (their 3 never renew); signed-in free users keep 'Only 1 scan remaining today!'", () => {
    const view = renderPage(<UsageCard state={loaded(1, 2)} onRetry={() => {}} signedIn={false} />);
    expect(screen.getByText('Only 1 free scan remaining!')).toBeInTheDocument();
    expect(screen.queryByText(/today/)).not.toBeInTheDocument();
    view.unmount();
    renderPage(<UsageCard state={loaded(1, 2)} onRetry={() => {}} signedIn />);
    expect(screen.getByText('Only 1 scan remaining today!')).toBeInTheDocument();
  });
});

describe('the score sentence beside the result', () => {
  const renderResult = (
    score: number,
    missing: Array<{ keyword: string; importance: 'required' | 'preferred' | 'soft' }>,
  ) => {
    const result = uploadResult({
      aiAnalysis: { score, analysis: '<p>Feedback</p>', optimizedResume: null },
      keywords: { matched: [], missing, matchRate: 70 },
    });
    return renderPage(
      <AnalysisResult
        result={result}
        comparedWith={null}
        streamingFeedback={false}
        onUploadAnother={() => {}}
        onViewOptimized={() => {}}
        onCoverLetter={() => {}}
        onUpgrade={() => {}}
      />,
    );
  };

  it("at 86% with two required keywords missing it is not 'Excellent!' and says what is missing", () => {
    renderResult(86, [
      { keyword: 'Spring Boot', importance: 'required' },
      { keyword: 'Kafka', importance: 'required' },
      { keyword: 'Agile', importance: 'soft' },
    ]);
    const sentence = screen.getByTestId('ats-feedback');
    expect(sentence).not.toHaveTextContent('Excellent!');
    expect(sentence).toHaveTextContent('2 required keywords from the job description are missing');
  });

  it("one required keyword missing is singular; only preferred ones missing keeps 'Excellent!'", () => {
    const view = renderResult(90, [{ keyword: 'Kafka', importance: 'required' }]);
    expect(screen.getByTestId('ats-feedback')).toHaveTextContent(
      '1 required keyword from the job description is missing. Add it if you have that skill.',
    );
    view.unmount();
    renderResult(90, [{ keyword: 'Kafka', importance: 'preferred' }]);
    expect(screen.getByTestId('ats-feedback')).toHaveTextContent(
      'Excellent! Your resume is well-optimized for ATS systems.',
    );
  });
});
