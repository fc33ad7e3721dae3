import { render } from '@testing-library/react';
import { FEEDBACK_TAGS, feedbackElements } from '../feedback-elements';

/** What the browser shows for the feedback: the elements rendered, as HTML. */
function shown(html: string, options?: { demoteHeadings?: boolean }): string {
  const { container, unmount } = render(<div>{feedbackElements(html, options)}</div>);
  const result = container.firstElementChild!.innerHTML;
  unmount();
  return result;
}

describe('feedbackElements (the one sanitizer of the stored AI feedback)', () => {
  it('keeps every tag of the allow-list, and only those, as the server writes them', () => {
    expect([...FEEDBACK_TAGS].sort()).toEqual([
      'b',
      'br',
      'code',
      'em',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'i',
      'li',
      'ol',
      'p',
      'strong',
      'ul',
    ]);
    const html =
      '<h3>ATS score: 72/100</h3><p><strong>Good!</strong> <em>Add</em> numbers.<br><code>SQL</code> <b>b</b> <i>i</i></p><h4>Bullets: 8/10</h4><ul><li>One</li></ul><ol><li>Two</li></ol><h2>h2</h2><h5>h5</h5><h6>h6</h6>';
    expect(shown(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['<p onmouseover="alert(1)" class="x" style="position:fixed">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<custom-el><b>bold</b></custom-el>', '<b>bold</b>'],
    ['<form action="https://evil.example"><input name="q"></form>ok', 'ok'],
    ['<table><tr><td>cell</td></tr></table>', 'cell'],
    ['<div><span>plain</span></div>', 'plain'],
    ['<p>5 &lt; 6 &amp; done</p>', '<p>5 &lt; 6 &amp; done</p>'],
  ])('%s → %s', (input, output) => {
    expect(shown(input)).toBe(output);
  });

  it('closes a half-received stream, and shows nothing for no feedback', () => {
    expect(shown('<h3>Keyword match</h3><p>Add <strong>Spring')).toBe(
      '<h3>Keyword match</h3><p>Add <strong>Spring</strong></p>',
    );
    expect(shown('')).toBe('');
  });

  it('demotes the headings under a dialog’s own when asked', () => {
    expect(shown('<h2>A</h2><h3>B</h3><h4>C</h4><h5>D</h5>', { demoteHeadings: true })).toBe(
      '<h4>A</h4><h4>B</h4><h5>C</h5><h5>D</h5>',
    );
  });
});
