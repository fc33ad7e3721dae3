// Runs a producer's command in a document's folder; a failure names the command and its output.
import { spawnSync } from 'node:child_process';

export function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  if (result.error) throw new Error(`${command} could not run in ${cwd}: ${result.error.message} (see devset/handwritten/README.md for install steps)`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`.slice(0, 4000));
}
