import { useMemo, type Ref } from 'react';
import { Box } from '@resumebeat/shared-ui';
import { sanitizeHtml } from '../sanitize-html';

export interface FeedbackHtmlProps {
  html: string;
  /** While the streamed analysis is replacing it. */
  busy?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The AI feedback: HTML from the server, rendered after the browser's own allow-list pass
 * (see sanitize-html.ts), so no script, handler or style from the text becomes DOM.
 */
export function FeedbackHtml({ html, busy, ref }: FeedbackHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      ref={ref}
      data-testid="ai-feedback"
      aria-label="AI feedback"
      role="region"
      aria-busy={busy || undefined}
      scrollMarginTop="6"
      lineHeight="tall"
      css={{
        '& h2, & h3': { fontSize: 'lg', fontWeight: 'bold', mt: '4', mb: '2' },
        '& h4, & h5, & h6': { fontSize: 'md', fontWeight: 'semibold', mt: '3', mb: '1' },
        '& p': { mb: '2' },
        '& ul, & ol': { ps: '6', mb: '2' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: '1' },
        '& > :first-of-type': { mt: '0' },
      }}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
