import { ATS_FEEDBACK_SENTENCES, atsFeedbackSentence, missingRequiredCount } from '@resumebeat/shared-contract';
import type { ScoreResult } from './score-resume';

/** docs/product/rules-and-limits.md#score-bands: the sentence shown for each score band (80 and 60). */
export const FEEDBACK_SENTENCES = ATS_FEEDBACK_SENTENCES;

/** The band's sentence; never 'Excellent!' while required job keywords are missing (decision 036). */
export function feedbackSentence(score: number, missingRequired = 0): string {
  return atsFeedbackSentence(score, missingRequired);
}

/** The only tags the feedback HTML ever contains; every piece of text between them is escaped. */
export const FEEDBACK_TAGS = ['h3', 'h4', 'p', 'ul', 'li', 'strong', 'em'] as const;

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"'`]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c]!,
  );
}

/** The feedback as a list of HTML blocks, each complete, so a stream can send them one at a time. */
export function feedbackHtmlBlocks(result: ScoreResult): string[] {
  const blocks: string[] = [];
  blocks.push(`<h3>ATS score: ${result.score}/100</h3>`);
  blocks.push(
    `<p><strong>${escapeHtml(feedbackSentence(result.score, missingRequiredCount(result.keywords)))}</strong></p>`,
  );
  if (result.keywords) {
    const k = result.keywords;
    blocks.push(`<p>Job keyword match: <strong>${k.matchRate}%</strong> of the job's skills found.</p>`);
    const required = k.missing.filter((m) => m.importance === 'required').map((m) => m.keyword);
    if (required.length > 0)
      blocks.push(`<p>Missing required keywords: <em>${escapeHtml(required.slice(0, 12).join(', '))}</em></p>`);
  }
  const ordered = [...result.components].sort((a, b) => b.max - b.score - (a.max - a.score));
  for (const c of ordered) {
    const items = [...c.suggestions.map((s) => `<li>${escapeHtml(s)}</li>`)];
    if (items.length === 0) items.push(`<li>${escapeHtml(c.evidence[0] ?? 'No changes needed.')}</li>`);
    blocks.push(`<h4>${escapeHtml(c.label)}: ${c.score}/${c.max}</h4><ul>${items.join('')}</ul>`);
  }
  return blocks;
}

export function renderFeedbackHtml(result: ScoreResult): string {
  return feedbackHtmlBlocks(result).join('\n');
}
