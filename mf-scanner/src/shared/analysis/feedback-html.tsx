import { useMemo, type Ref } from 'react';
import { Box } from '@resumebeat/shared-ui';
import { feedbackElements } from '@resumebeat/shared-ui/widgets';

export interface FeedbackHtmlProps {
  html: string;
  /** While the streamed analysis is replacing it. */
  busy?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The AI feedback: HTML from the server, rebuilt from shared-ui's allow-list (feedbackElements),
 * so no script, handler or style from the text becomes DOM.
 */
export function FeedbackHtml({ html, busy, ref }: FeedbackHtmlProps) {
  const elements = useMemo(() => feedbackElements(html), [html]);
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
    >
      {elements}
    </Box>
  );
}
