// The SMTP catcher as a process for the browser tests: SMTP on SMTP_CATCHER_PORT, and on
// SMTP_CATCHER_HTTP_PORT `GET /mails` (JSON, every mail caught so far; `?to=` filters by recipient)
// and `GET /health`. Loopback only.
import { createServer } from 'node:http';
import { startSmtpCatcher } from './smtp-catcher';

const smtp = await startSmtpCatcher(Number(process.env.SMTP_CATCHER_PORT ?? 8892));
const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') return response.writeHead(200).end('ok');
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = smtp.mails.filter((mail) => !to || mail.to.some((address) => address.toLowerCase() === to));
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end(JSON.stringify(mails.map(({ raw: _raw, ...mail }) => mail)));
  }
  response.writeHead(404).end();
});
http.listen(Number(process.env.SMTP_CATCHER_HTTP_PORT ?? 8893), '127.0.0.1');
const stop = () => {
  http.close();
  void smtp.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
