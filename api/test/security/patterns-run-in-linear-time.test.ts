// M17 (security review 2026-11-26): the fact check on AI rewrites split lines with a pattern that
// was quadratic in runs of spaces (a line of 'a', 10,000 spaces and 'b' took 0.27 s on the event
// loop; a rewrite can be steered from the resume). Whitespace runs are now collapsed before the
// check, and every regular expression in api/src is held to the engine's rule
// (ats-engine/test/hostile-input.test.ts): none takes time that grows faster than the text, on
// 4,000 and 32,000 characters of each hostile shape.
import path from 'node:path';
import { HOSTILE_SHAPES } from '../../../ats-engine/test/support/hostile';
import { cpuMsSync, regexLiterals, superlinearPatterns } from '../../../ats-engine/test/support/linear-patterns';
import { findInventedResumeFacts } from '../../src/plugins/app/ai/resume-facts';

const SRC = path.resolve(__dirname, '../../src');

describe('every pattern of the api runs in linear time', () => {
  const literals = regexLiterals(SRC);

  it('finds the patterns to check', () => {
    expect(literals.length).toBeGreaterThan(50);
  });

  // The engine's rule, with the engine's check (ats-engine/test/support/linear-patterns.ts).
  it.each(Object.keys(HOSTILE_SHAPES))("no pattern's time grows faster than the text on %s", (shape) => {
    expect(superlinearPatterns(literals, HOSTILE_SHAPES[shape]!)).toEqual([]);
  });
});

describe('the fact check on a hostile rewrite', () => {
  it("the review's reproduction (a, 50,000 spaces, b) is checked quickly, and still finds an invented name", () => {
    const rewrite = `Jane Roe\nEXPERIENCE\na${' '.repeat(50_000)}b\nEngineer | Globex${' '.repeat(20_000)}| 2020\n`;
    let invented: string[] = [];
    const ms = cpuMsSync(
      () => (invented = findInventedResumeFacts(rewrite, 'Jane Roe\nEXPERIENCE\nEngineer at Initech 2020', [])),
    );
    // Seconds before (quadratic); a few milliseconds now. The bound is a hang bound, in processor
    // time so that a machine busy with other work does not reach it.
    expect(ms).toBeLessThan(1000);
    expect(invented).toContain('name "Globex"');
  });

  it('fields split on spaced dashes and bars as before', () => {
    expect(
      findInventedResumeFacts(
        'Jane Roe\nEXPERIENCE\nEngineer   -   Initech  |  2020',
        'Jane Roe\nEngineer at Initech 2020',
        [],
      ),
    ).toEqual([]);
    expect(
      findInventedResumeFacts('Jane Roe\nEXPERIENCE\nEngineer - Hooli', 'Jane Roe\nEngineer at Initech 2020', []),
    ).toContain('name "Hooli"');
  });
});
