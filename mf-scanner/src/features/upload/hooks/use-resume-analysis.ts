import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@resumebeat/shared-router';
import { logout, rememberReturn } from '@resumebeat/shared-session';
import { resumeApi, type ResumeUploadResult, type ScanLimitError } from '@resumebeat/shared-session/api';
import type { Industry } from '@resumebeat/shared-contract';
import { useSimulatedProgress } from '../../../shared/use-simulated-progress';
import { textPayload, type StateJobDescription } from '../../../shared/navigation-state';
import { markResumeUploaded } from '../../../shared/journey-storage';
import {
  SESSION_EXPIRED_REDIRECT_MS,
  UPLOAD_MESSAGES,
  describeUploadFailure,
  validateResumeFile,
} from '../../../shared/upload-rules';
import { paths } from '@resumebeat/shared-contract/paths';

export interface ResumeAnalysisOptions {
  /** The saved (or passed-in) job description the scan is targeted at, if any. */
  jobDescription: StateJobDescription | null;
  industry: Industry;
  /** After a scan: the usage card reloads. */
  onScanned: () => void;
  initialFile?: File | null;
  initialResult?: ResumeUploadResult | null;
}

function readFinalScore(data: string): number | null {
  try {
    const parsed = JSON.parse(data) as { score?: unknown };
    return typeof parsed.score === 'number' && Number.isFinite(parsed.score) ? parsed.score : null;
  } catch {
    return null;
  }
}

/**
 * The upload flow of docs/product/screens.md#upload-page: file → analyzing (simulated progress) → result or error;
 * then, for a targeted scan, the streamed analysis (replaces the feedback, its final score wins;
 * the page does not scroll to it, decision 035)
 * and a background optimize when the result has no optimized resume. Those two only log their
 * failures: the result stays. Everything in flight stops on unmount and on 'Upload Another'.
 */
export function useResumeAnalysis({
  jobDescription,
  industry,
  onScanned,
  initialFile = null,
  initialResult = null,
}: ResumeAnalysisOptions) {
  const navigate = useNavigate();
  const { progress, start, complete, reset } = useSimulatedProgress();
  const [file, setFile] = useState<File | null>(initialFile);
  const [result, setResult] = useState<ResumeUploadResult | null>(initialResult);
  const [error, setError] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [streamingFeedback, setStreamingFeedback] = useState(false);
  const [scanLimit, setScanLimit] = useState<ScanLimitError | null>(null);
  const [scanLimitOpen, setScanLimitOpen] = useState(false);
  /** Bumped by each scan and by 'Upload Another': late answers of an older scan are ignored. */
  const scanId = useRef(0);
  const controllers = useRef(new Set<AbortController>());
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const abortAll = useCallback(() => {
    for (const controller of controllers.current) controller.abort();
    controllers.current.clear();
  }, []);

  useEffect(
    () => () => {
      abortAll();
      if (redirectTimer.current !== null) clearTimeout(redirectTimer.current);
    },
    [abortAll],
  );

  const track = () => {
    const controller = new AbortController();
    controllers.current.add(controller);
    return { signal: controller.signal, done: () => controllers.current.delete(controller) };
  };

  const streamFeedback = useCallback(
    async (id: number, scanned: ResumeUploadResult, jd: StateJobDescription) => {
      const { signal, done } = track();
      setStreamingFeedback(true);
      let text = '';
      try {
        for await (const event of resumeApi.streamAnalysis(
          textPayload(scanned, { jobDescription: jd, industry }),
          signal,
        )) {
          if (scanId.current !== id) return;
          if (event.event === 'delta') {
            text += event.data;
            const analysis = text;
            // The page stays where it is, on the score (docs/decisions/035): the feedback is folded below.
            setResult((current) =>
              current ? { ...current, aiAnalysis: { ...current.aiAnalysis, analysis } } : current,
            );
          } else if (event.event === 'final') {
            const score = readFinalScore(event.data);
            if (score !== null)
              setResult((current) =>
                current ? { ...current, aiAnalysis: { ...current.aiAnalysis, score } } : current,
              );
          }
        }
      } catch (failure) {
        if (!signal.aborted) console.warn('[mf-scanner] streamed analysis failed; the first feedback stays', failure);
      } finally {
        done();
        if (scanId.current === id) setStreamingFeedback(false);
      }
    },
    [industry],
  );

  const optimizeInBackground = useCallback(
    async (id: number, scanned: ResumeUploadResult, jd: StateJobDescription) => {
      const { signal, done } = track();
      try {
        const { optimizedResume } = await resumeApi.optimize(
          textPayload(scanned, { jobDescription: jd, industry }),
          signal,
        );
        if (scanId.current !== id || !optimizedResume) return;
        setResult((current) =>
          current ? { ...current, aiAnalysis: { ...current.aiAnalysis, optimizedResume } } : current,
        );
      } catch (failure) {
        if (!signal.aborted)
          console.warn('[mf-scanner] background optimize failed; the optimized resume page will stream it', failure);
      } finally {
        done();
      }
    },
    [industry],
  );

  /** A file from the chooser (or none): validated, and on error the selection and result go. */
  const chooseFile = useCallback(
    (next: File | null): boolean => {
      setError(null);
      if (!next) {
        setFile(null);
        return false;
      }
      const problem = validateResumeFile(next);
      if (problem) {
        scanId.current += 1;
        abortAll();
        setFile(null);
        setResult(null);
        reset();
        setError(problem);
        return false;
      }
      setFile(next);
      return true;
    },
    [abortAll, reset],
  );

  const analyze = useCallback(
    async (fileToScan: File | null = file) => {
      if (analyzing) return;
      if (!fileToScan) {
        setError(UPLOAD_MESSAGES.noFile);
        return;
      }
      const id = ++scanId.current;
      abortAll();
      setError(null);
      setResult(null);
      setAnalyzing(true);
      start();
      const { signal, done } = track();
      const jd = jobDescription?.description.trim() ? jobDescription : null;
      try {
        const scanned = await resumeApi.upload(
          {
            file: fileToScan,
            fileName: fileToScan.name,
            industry,
            ...(jd?.jobTitle.trim() ? { jobTitle: jd.jobTitle.trim() } : {}),
            ...(jd?.companyName.trim() ? { companyName: jd.companyName.trim() } : {}),
            ...(jd ? { jobDescription: jd.description.trim() } : {}),
          },
          signal,
        );
        if (scanId.current !== id) return;
        complete();
        setResult(scanned);
        markResumeUploaded();
        // The scan is counted by the upload itself; the follow-ups below cost none.
        onScanned();
        if (jd) {
          void streamFeedback(id, scanned, jd);
          if (!scanned.aiAnalysis.optimizedResume) void optimizeInBackground(id, scanned, jd);
        }
      } catch (failure) {
        if (signal.aborted || scanId.current !== id) return;
        reset();
        const described = describeUploadFailure(failure);
        if (described.kind === 'scan-limit') {
          setScanLimit(described.scanLimit);
          setScanLimitOpen(true);
        } else if (described.kind === 'session-expired') {
          setError(described.message);
          redirectTimer.current = setTimeout(() => {
            // The login screen says the session expired and brings the person back here, where
            // the chosen file waits (decision 034).
            rememberReturn({ path: window.location.pathname, expired: true });
            logout();
            navigate(paths.login);
          }, SESSION_EXPIRED_REDIRECT_MS);
        } else {
          setError(described.message);
        }
      } finally {
        done();
        if (scanId.current === id) setAnalyzing(false);
      }
    },
    [
      analyzing,
      file,
      jobDescription,
      industry,
      abortAll,
      start,
      complete,
      reset,
      onScanned,
      streamFeedback,
      optimizeInBackground,
      navigate,
    ],
  );

  /** 'Upload Another Resume': clears file, result and error (docs/product/screens.md#upload-page). */
  const uploadAnother = useCallback(() => {
    scanId.current += 1;
    abortAll();
    setFile(null);
    setResult(null);
    setError(null);
    setAnalyzing(false);
    setStreamingFeedback(false);
    reset();
  }, [abortAll, reset]);

  return {
    file,
    result,
    error,
    analyzing,
    progress,
    streamingFeedback,
    scanLimit,
    scanLimitOpen,
    closeScanLimit: useCallback(() => setScanLimitOpen(false), []),
    chooseFile,
    analyze,
    uploadAnother,
  };
}
