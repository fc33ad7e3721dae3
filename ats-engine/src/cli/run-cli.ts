import { readFile } from 'node:fs/promises';
import { ResumeParseError } from '../errors';
import { extractDocumentText } from '../extract/extract-document';
import { shutdownPdfWorkers } from '../extract/pdf-worker-pool';
import { INDUSTRIES, isIndustry } from '../industries';
import { optimizeResume } from '../optimize/optimize-resume';
import { parseResume } from '../parse/parse-resume';
import { scoreResume } from '../score/score-resume';

const USAGE =
  'usage: resume-ats <parse|score|optimize> FILE [--jd FILE] [--industry NAME] [--confirm "kw1,kw2" (optimize)]';

interface CliArgs {
  command: 'parse' | 'score' | 'optimize';
  file: string;
  jd: string | null;
  industry: string | null;
  /** optimize --confirm: the job's keywords the person has and the resume does not show yet. */
  confirm: string[];
}

function usage(message: string): ResumeParseError {
  return new ResumeParseError('INVALID_ARGUMENT', `${message}. ${USAGE}`);
}

export function parseArgs(argv: string[]): CliArgs {
  const [command, ...rest] = argv;
  if (command !== 'parse' && command !== 'score' && command !== 'optimize')
    throw usage(command ? `Unknown command "${command}"` : 'No command given');
  let file: string | null = null;
  let jd: string | null = null;
  let industry: string | null = null;
  let confirm: string[] | null = null;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const [flag, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s) : [arg, undefined];
    if (flag === '--jd' || flag === '--industry' || flag === '--confirm') {
      const value = inline ?? rest[++i];
      if (value === undefined || value === '') throw usage(`${flag} needs a value`);
      if (flag === '--jd') jd = value;
      else if (flag === '--industry') industry = value;
      else
        confirm = value
          .split(',')
          .map((keyword) => keyword.trim())
          .filter(Boolean);
    } else if (arg.startsWith('--')) throw usage(`Unknown option "${arg}"`);
    else if (file === null) file = arg;
    else throw usage(`Unexpected argument "${arg}"`);
  }
  if (!file) throw usage('No FILE given');
  if (command === 'parse' && (jd || industry)) throw usage('parse takes no --jd or --industry');
  if (confirm !== null && command !== 'optimize') throw usage('--confirm is for optimize');
  if (confirm !== null && !jd) throw usage('--confirm needs --jd: it confirms keywords of that job');
  if (industry && !isIndustry(industry)) {
    throw new ResumeParseError(
      'INVALID_ARGUMENT',
      `Unknown industry "${industry}". Use one of: ${INDUSTRIES.map((i) => i.value).join(', ')}.`,
    );
  }
  return { command, file, jd, industry, confirm: confirm ?? [] };
}

async function readBytes(path: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ResumeParseError(
      'INVALID_ARGUMENT',
      code === 'ENOENT' ? `File not found: ${path}` : `Cannot read ${path} (${code ?? 'error'})`,
    );
  }
}

export async function runCommand(args: CliArgs): Promise<unknown> {
  const fileName = args.file.split(/[\\/]/).pop();
  const parsed = await parseResume(await readBytes(args.file), { fileName });
  if (args.command === 'parse') {
    return {
      text: parsed.text,
      pages: parsed.pages,
      layout: parsed.layout,
      contact: parsed.contact,
      summary: parsed.summary,
      sections: parsed.sections.map((s) => ({ heading: s.heading, kind: s.kind })),
      experience: parsed.experience,
      education: parsed.education,
      skills: parsed.skills,
      certifications: parsed.certifications,
      projects: parsed.projects,
    };
  }
  const jobDescription = args.jd
    ? (await extractDocumentText(await readBytes(args.jd), { fileName: args.jd.split(/[\\/]/).pop() })).text
    : undefined;
  const options = { jobDescription, industry: args.industry ?? undefined };
  if (args.command === 'score') {
    const r = scoreResume(parsed, options);
    return {
      score: r.score,
      version: r.version,
      band: r.band,
      components: r.components,
      keywords: r.keywords ? { matched: r.keywords.matched, missing: r.keywords.missing } : null,
    };
  }
  const o = optimizeResume(parsed, { ...options, confirmedKeywords: args.confirm });
  return {
    optimizedResume: o.optimizedResume,
    score: o.score,
    addedKeywords: o.addedKeywords,
    confirmedKeywords: o.confirmedKeywords,
    toConfirm: o.toConfirm,
    rewritten: o.rewritten,
  };
}

/** Runs the CLI and returns the exit code: 0 success, 1 bad input, 2 bad usage, 70 internal error. */
export async function main(
  argv: string[],
  out: (text: string) => void = (t) => process.stdout.write(t),
): Promise<number> {
  try {
    const result = await runCommand(parseArgs(argv));
    out(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof ResumeParseError) {
      out(`${JSON.stringify({ error: { code: error.code, message: error.message } }, null, 2)}\n`);
      return error.code === 'INVALID_ARGUMENT' ? 2 : 1;
    }
    out(
      `${JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: error instanceof Error ? error.message : String(error) } }, null, 2)}\n`,
    );
    return 70;
  } finally {
    await shutdownPdfWorkers();
  }
}
