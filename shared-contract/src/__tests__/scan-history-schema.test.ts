import { z } from 'zod';

// The profile checks the scan history as it starts: the module of its schema builds that schema
// and no other (the upload's and the analysis' schemas are built with their own calls).
it("the scan history's schema module builds only the summary", async () => {
  const { ResumeSummarySchema } = await import('../resume/resume-summary');
  const registered = [...(z.globalRegistry as unknown as { _idmap: Map<string, unknown> })._idmap.keys()];
  expect(registered).toEqual(['ResumeSummary']);
  expect(ResumeSummarySchema.safeParse({ id: 1, fileName: 'a.pdf' }).success).toBe(false);
});

it('the contract still gives the same schema under its usual name', async () => {
  const [{ ResumeSummarySchema }, index] = await Promise.all([import('../resume/resume-summary'), import('../index')]);
  expect(index.ResumeSummarySchema).toBe(ResumeSummarySchema);
});
