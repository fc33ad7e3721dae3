import { useEffect, useState } from 'react';
import { resumeApi, type ResumeUploadResult } from '@resumebeat/shared-session/api';

export type ResumeSource =
  | { kind: 'loading' }
  | { kind: 'ready'; text: string; description: string }
  /** No resume anywhere: the page asks for a scan first. */
  | { kind: 'none' }
  | { kind: 'error' };

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The resume the letter is written from: the upload result passed to the page, or else the
 * member's latest stored scan (GET /api/resume/my-resumes, then /:id for its text), so the page
 * also works when opened from the app bar.
 */
export function useResumeSource(uploadResult: ResumeUploadResult | null): ResumeSource {
  const passed = uploadResult ? (uploadResult.resumeContent ?? uploadResult.content) : null;
  const [source, setSource] = useState<ResumeSource>(() =>
    passed?.trim() ? { kind: 'ready', text: passed, description: 'the resume you just analyzed' } : { kind: 'loading' },
  );

  useEffect(() => {
    if (passed?.trim()) return;
    let current = true;
    void (async () => {
      try {
        const [latest] = await resumeApi.myResumes();
        if (!latest) {
          if (current) setSource({ kind: 'none' });
          return;
        }
        const detail = await resumeApi.getResume(latest.id);
        if (current)
          setSource({
            kind: 'ready',
            text: detail.content,
            description: `${detail.fileName}, your latest scan (${day.format(new Date(detail.createdAt))})`,
          });
      } catch (error) {
        if (!current) return;
        console.warn('[mf-profile] no stored resume to write the letter from', error);
        setSource({ kind: 'error' });
      }
    })();
    return () => {
      current = false;
    };
  }, [passed]);

  return source;
}
