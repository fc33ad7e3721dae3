import { createGuestSession, logout, storeUser } from '../../index';
import { ApiError, resumeApi } from '../../api';
import { json, startTestServer, type Handler } from '../../testing/test-server';

const server = startTestServer();

// "PK": a .docx is a zip archive.
const DOCX_BYTES = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const docx: Handler = (_req, res) => {
  res.writeHead(200, {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'Content-Disposition': 'attachment; filename="optimized-resume.docx"',
  });
  res.end(DOCX_BYTES);
};

beforeEach(() => {
  window.localStorage.clear();
  logout();
});

describe('resumeApi.exportDocx (POST /api/resume/export-docx)', () => {
  it('posts the text as JSON and answers the document bytes as a Blob', async () => {
    server.handler = docx;
    const blob = await resumeApi.exportDocx('Jane Doe\nEngineer');
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(
      Buffer.from(await blob.arrayBuffer())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/resume/export-docx',
      contentType: 'application/json',
      body: '{"content":"Jane Doe\\nEngineer"}',
    });
  });

  it('sends the bearer token of an account, and none for a guest or a visitor', async () => {
    server.handler = docx;
    await resumeApi.exportDocx('cv');
    createGuestSession();
    await resumeApi.exportDocx('cv');
    storeUser({ token: 'jwt-123', username: 'casey', email: 'casey@example.com' });
    await resumeApi.exportDocx('cv');
    expect(server.requests.map((r) => r.authorization)).toEqual([undefined, undefined, 'Bearer jwt-123']);
  });

  it("fails with an ApiError carrying the server's message", async () => {
    server.handler = json(400, { message: 'There is no resume text to export.' });
    const error = await resumeApi.exportDocx(' ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'There is no resume text to export.' });
  });
});
