// Secrets never reach what the browser downloads. `npm test` builds the shell and the remotes with
// a canary value in every server secret's variable (SECRET_CANARIES below), then this script
// reads every file the web build put in shell/dist and mf-*/dist and fails on a canary, or on
// anything shaped like a live secret (Stripe secret and webhook keys, private keys, a database
// address with a password). Run alone after any build: node scripts/check-bundle-secrets.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Server-only variables, each set to a value no bundle may contain. */
export const SECRET_CANARIES = {
  JWT_SECRET: 'canary-jwt-secret-0123456789abcdef0123456789',
  STRIPE_SECRET_KEY: 'sk_test_canarySecretKey0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_canaryWebhookSecret0123456789',
  OPENAI_API_KEY: 'sk-canaryOpenAiKey0123456789abcdef',
  GITHUB_CLIENT_SECRET: 'canary-github-client-secret-0123456789',
  LINKEDIN_CLIENT_SECRET: 'canary-linkedin-client-secret-0123456789',
  DATABASE_URL: 'postgres://resumebeat:canary-db-password-0123@127.0.0.1:5432/resumebeat',
};

/** Shapes of real secrets, whatever their variable. */
const SECRET_SHAPES = [
  { name: 'a Stripe secret or restricted key', pattern: /\b[sr]k_(?:live|test)_[A-Za-z0-9]{10,}/ },
  { name: 'a Stripe webhook secret', pattern: /\bwhsec_[A-Za-z0-9]{10,}/ },
  { name: 'a private key', pattern: /-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----/ },
  { name: 'a database address with a password', pattern: /\bpostgres(?:ql)?:\/\/[^\s:/@"'`]+:[^\s@/"'`]+@/ },
  { name: 'an OpenAI key', pattern: /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/ },
];

function* filesUnder(folder) {
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

export function findSecretsInBundles(root = ROOT) {
  const folders = readdirSync(root)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .map((name) => path.join(root, name, 'dist'))
    .filter((folder) => statSync(folder, { throwIfNoEntry: false })?.isDirectory());
  if (folders.length === 0) throw new Error('no web build found (shell/dist, mf-*/dist): build first');
  const findings = [];
  let files = 0;
  for (const folder of folders) {
    for (const file of filesUnder(folder)) {
      files++;
      const text = readFileSync(file, 'latin1');
      const where = path.relative(root, file);
      for (const [variable, canary] of Object.entries(SECRET_CANARIES))
        if (text.includes(canary)) findings.push(`${where}: the value of ${variable}`);
      for (const { name, pattern } of SECRET_SHAPES) {
        const match = pattern.exec(text);
        if (match) findings.push(`${where}: ${name} (${match[0].slice(0, 12)}…)`);
      }
    }
  }
  return { folders: folders.length, files, findings };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { folders, files, findings } = findSecretsInBundles();
  if (findings.length > 0) {
    console.error(`Secrets in the web build:\n  ${findings.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`No secret in the web build (${files} files in ${folders} folders).`);
}
