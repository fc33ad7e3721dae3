#!/usr/bin/env node
// Runs the TypeScript source through tsx so the CLI needs no build step, like the api does.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/run-cli.ts');
process.exitCode = await main(process.argv.slice(2));
