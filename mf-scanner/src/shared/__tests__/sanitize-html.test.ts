import { sanitizeHtml } from '../sanitize-html';

describe('sanitizeHtml (defence in depth for the AI feedback)', () => {
  it('keeps the formatting the feedback uses', () => {
    const html = '<h3>ATS score: 72/100</h3><p><strong>Good!</strong> <em>Add</em> numbers.</p><h4>Bullets: 8/10</h4><ul><li>One</li><li>Two</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
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
    ['<p>5 &lt; 6 &amp; done</p>', '<p>5 &lt; 6 &amp; done</p>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('copes with a half-received stream', () => {
    expect(sanitizeHtml('<h3>Keyword match</h3><p>Add <strong>Spring')).toBe('<h3>Keyword match</h3><p>Add <strong>Spring</strong></p>');
    expect(sanitizeHtml('')).toBe('');
  });
});
