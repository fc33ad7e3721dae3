import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config';
import { formatEvent, sendEventStream } from '../../src/lib/event-stream';
import { docxFileName } from '../../src/lib/resume-docx';
import { TextToHtml } from '../../src/plugins/app/ai/html';
import { parseChunk } from '../../src/plugins/app/ai/openai-provider';
import { normalizeIp } from '../../src/lib/client-address';
import { quotaKey, scanLimitError, windowStart } from '../../src/plugins/app/scans';
import { parseEvents } from '../support/resume-files';

describe('scan windows and keys', () => {
  it('a day starts at 00:00 UTC, a month on the 1st at 00:00 UTC', () => {
    const at = new Date('2026-03-31T23:59:59.999Z');
    expect(windowStart('day', at).toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(windowStart('month', at).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(windowStart('day', new Date('2026-04-01T00:00:00.000Z')).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });

  it('an IPv4-mapped IPv6 address is the same visitor as the IPv4 address', () => {
    expect(normalizeIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
    expect(quotaKey({ userId: null, ip: '::ffff:203.0.113.9' })).toBe('ip:203.0.113.9');
    expect(quotaKey({ userId: 'u1', ip: '203.0.113.9' })).toBe('user:u1');
  });

  it('the 429: anonymous visitors are sent to an account (needsPayment false), accounts to an upgrade (true)', () => {
    const scans = loadConfig({}).scans;
    expect(scanLimitError({ userId: null, ip: '1.2.3.4' }, scans)).toMatchObject({
      statusCode: 429,
      extra: { needsPayment: false },
    });
    const account = scanLimitError({ userId: 'u', ip: '1.2.3.4' }, scans);
    expect(account).toMatchObject({ statusCode: 429, extra: { needsPayment: true } });
    expect(account.message).toBe(
      "You've used your 3 free scans for today. Upgrade to a paid plan for unlimited scans.",
    );
    expect(scanLimitError({ userId: 'u', ip: 'x' }, { ...scans, window: 'month' }).message).toMatch(/for this month/);
  });
});

describe('configuration of scans and the AI layer', () => {
  it('defaults: 3 free scans a day, 3 anonymous, the local provider', () => {
    const config = loadConfig({});
    expect(config.scans).toMatchObject({ free: 3, anonymous: 3, window: 'day' });
    expect(config.ai).toEqual({
      provider: 'local',
      openai: {
        baseUrl: 'https://api.openai.com/v1',
        apiKey: null,
        model: 'gpt-4o-mini',
        timeoutMs: 20_000,
        maxTokens: 4_000,
        streamMaxMs: 120_000,
      },
      callsPerDay: { free: 30, paid: 300 },
    });
  });

  it('reads the OpenAI-compatible endpoint and refuses a bad provider', () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      OPENAI_API_KEY: 'k',
      OPENAI_MODEL: 'llama3',
      OPENAI_TIMEOUT_MS: '5000',
      OPENAI_MAX_TOKENS: '2000',
      OPENAI_STREAM_MAX_MS: '60000',
      AI_CALLS_PER_DAY: '10',
      AI_CALLS_PER_DAY_PAID: '100',
    });
    expect(config.ai).toEqual({
      provider: 'openai',
      openai: {
        baseUrl: 'http://127.0.0.1:11434/v1',
        apiKey: 'k',
        model: 'llama3',
        timeoutMs: 5000,
        maxTokens: 2000,
        streamMaxMs: 60_000,
      },
      callsPerDay: { free: 10, paid: 100 },
    });
    expect(() => loadConfig({ AI_PROVIDER: 'skynet' })).toThrow(/AI_PROVIDER/);
    expect(() => loadConfig({ OPENAI_TIMEOUT_MS: '5' })).toThrow(/OPENAI_TIMEOUT_MS/);
    expect(() => loadConfig({ OPENAI_MAX_TOKENS: '0' })).toThrow(/OPENAI_MAX_TOKENS/);
    expect(() => loadConfig({ AI_CALLS_PER_DAY_PAID: 'lots' })).toThrow(/AI_CALLS_PER_DAY_PAID/);
  });
});

describe('TextToHtml', () => {
  it('escapes everything and makes one paragraph per line, also when the text arrives in pieces', () => {
    const text = 'Hello <b>world</b> & "you"\n\n  **Tip**: use <script>x</script>\nend';
    const whole = TextToHtml.convert(text);
    expect(whole).toBe(
      '<p>Hello &lt;b&gt;world&lt;/b&gt; &amp; &quot;you&quot;</p>\n<p>Tip: use &lt;script&gt;x&lt;/script&gt;</p>\n<p>end</p>',
    );
    const converter = new TextToHtml();
    const pieces = text.match(/.{1,3}/gs)!.map((piece) => converter.push(piece));
    expect(pieces.join('') + converter.end()).toBe(whole);
    expect(TextToHtml.convert('5 * 3 = 15 *')).toBe('<p>5 * 3 = 15 *</p>');
  });
});

describe('parseChunk (OpenAI stream lines)', () => {
  it('reads the delta text, the end, and provider errors', () => {
    expect(parseChunk('{"choices":[{"delta":{"content":"Hi"}}]}')).toEqual({ done: false, text: 'Hi' });
    expect(parseChunk('{"choices":[{"delta":{"role":"assistant"}}]}')).toEqual({ done: false, text: '' });
    expect(parseChunk('[DONE]')).toEqual({ done: true });
    expect(() => parseChunk('{"error":{"message":"quota"}}')).toThrow(/quota/);
    expect(() => parseChunk('not json')).toThrow(/not JSON/);
  });
});

describe('server-sent events', () => {
  it('formatEvent sends each line of the data as its own data: line', () => {
    expect(formatEvent({ event: 'delta', data: 'a\nb\r\nc' })).toBe('event: delta\ndata: a\ndata: b\ndata: c\n\n');
    expect(formatEvent({ event: 'final', data: '{"score":80}' })).toBe('event: final\ndata: {"score":80}\n\n');
    expect(parseEvents(formatEvent({ event: 'delta', data: '\n<h4>x</h4>\n' }))).toEqual([
      { event: 'delta', data: '\n<h4>x</h4>\n' },
    ]);
  });

  it('a client that disconnects stops the producer: the generator is returned and pulls no more', async () => {
    const app = Fastify();
    let produced = 0;
    let returned = false;
    let stopped!: () => void;
    const done = new Promise<void>((resolve) => (stopped = resolve));
    app.post('/stream', async (request, reply) => {
      await sendEventStream(request, reply, async function* (signal) {
        try {
          for (let i = 0; i < 1000; i += 1) {
            produced += 1;
            yield { event: 'delta', data: `piece ${i}` };
            await new Promise((resolve) => setTimeout(resolve, 20));
            if (signal.aborted) return;
          }
        } finally {
          returned = true;
          stopped();
        }
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const controller = new AbortController();
      const response = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/stream`, {
        method: 'POST',
        signal: controller.signal,
      });
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const reader = response.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toContain('data: piece 0');
      controller.abort();
      await done;
      expect(returned).toBe(true);
      const after = produced;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(produced).toBe(after);
      expect(produced).toBeLessThan(20);
    } finally {
      await app.close();
    }
  });

  it('an error inside the producer ends the stream with an error event, not a crash', async () => {
    const app = Fastify({ logger: false });
    app.post('/stream', async (request, reply) => {
      await sendEventStream(request, reply, async function* () {
        yield { event: 'delta', data: 'ok' };
        throw new Error('boom');
      });
    });
    const response = await app.inject({ method: 'POST', url: '/stream' });
    expect(parseEvents(response.body)).toEqual([
      { event: 'delta', data: 'ok' },
      { event: 'error', data: JSON.stringify({ message: 'The stream stopped unexpectedly. Please try again.' }) },
    ]);
    await app.close();
  });
});

describe('docxFileName', () => {
  it.each([
    [undefined, 'optimized-resume.docx'],
    ['', 'optimized-resume.docx'],
    ['Jane Roe resume', 'Jane Roe resume.docx'],
    ['jane.docx', 'jane.docx'],
    ['../../etc/passwd', 'passwd.docx'],
    ['"quoted"\r\n', 'quoted.docx'],
    ['...', 'optimized-resume.docx'],
  ])('%j -> %s', (requested, expected) => {
    expect(docxFileName(requested, 'optimized-resume.docx')).toBe(expected);
  });
});
