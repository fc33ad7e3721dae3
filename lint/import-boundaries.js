// The import boundaries of ARCHITECTURE.md as one ESLint rule: who may import whom between the
// workspace's packages, which libraries only one package may import, and how a remote's folders
// import each other (features never import features). One rule for every way a module is named:
// `import`, `export … from`, `import()` (a string or a template without expressions),
// `require()`, `jest.mock()` and `jest.requireActual()`. Relative paths are resolved against the
// file, so `../../upload/…` is checked like `@resumebeat/…`. docs/decisions/044.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const REMOTES = ['mf-auth', 'mf-scanner', 'mf-billing', 'mf-profile'];
const APPS = ['shell', ...REMOTES];
const FRONT_END = [...APPS, 'qa-harness', 'shared-ui', 'shared-session', 'shared-router'];
const SHARED_FRONT_END = ['shared-ui', 'shared-session', 'shared-router', 'shared-contract'];

/** The workspace packages each unit may import (ARCHITECTURE.md, "Packages"). */
const MAY_IMPORT = {
  shell: [...SHARED_FRONT_END, 'build-config'],
  ...Object.fromEntries(REMOTES.map((remote) => [remote, [...SHARED_FRONT_END, 'qa-harness', 'build-config']])),
  'qa-harness': SHARED_FRONT_END,
  'shared-ui': [],
  'shared-router': [],
  'shared-session': ['shared-contract'],
  'shared-contract': [],
  'ats-engine': ['shared-contract'],
  api: ['shared-contract', 'ats-engine'],
  // Its federation plugin writes a remote's first paint in the contract's format (decision 042).
  'build-config': ['shared-contract'],
  e2e: ['shared-contract'],
};
const PACKAGES = Object.keys(MAY_IMPORT);

const WHY_PACKAGES = {
  app: "Apps never import each other: the shell and the remotes meet at run time, through the shell's federation instance (loadRemotePiece, RemoteUpgradeDialog).",
  shared:
    'Shared packages never import apps, and import only the shared packages below them (ARCHITECTURE.md, "Packages").',
  api: 'The api and the engine never import front-end packages: they share only shared-contract.',
};

/** Libraries only one package may import, from anywhere else. */
const OWNED_LIBRARIES = [
  {
    owner: 'shared-ui',
    test: /^(@chakra-ui\/|@emotion\/|framer-motion(\/|$)|motion(\/|$)|recharts(\/|$))/,
    message:
      'Only shared-ui imports Chakra, emotion, framer-motion and recharts: import from @resumebeat/shared-ui (charts: @resumebeat/shared-ui/charts).',
  },
  {
    owner: 'shared-session',
    test: /^zustand(\/|$)/,
    message: 'Only shared-session imports zustand: use the hooks of @resumebeat/shared-session.',
  },
];

const ROUTER = /^react-router(-dom)?(\/|$)/;
const FEDERATION_RUNTIME = /^@module-federation\/(enhanced\/runtime|runtime)(\/|$)/;
const REACT = /^(react|react-dom)(\/|$)/;
const CONTRACT_WITH_SCHEMAS = /^@resumebeat\/shared-contract(\/(resume|payment))?$/;

/** Test and build-time helpers (not shipped to a browser as app code). */
const isTestOrBuildFile = (rel) =>
  /(^|\/)(__tests__|testing|test|scripts)\//.test(rel) ||
  /\.test\.[cm]?[jt]sx?$/.test(rel) ||
  /(^|\/)[^/]*\.config\.[cm]?[jt]s$/.test(rel) ||
  /^[^/]+\/[^/]*\.config\.[cm]?[jt]s$/.test(rel);

/** Where a file sits: its package and, in a remote's src/, its layer (and feature). */
export function placeOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  const [unit] = rel.split('/');
  const place = { rel, unit: PACKAGES.includes(unit) ? unit : null, layer: null, feature: null };
  if (REMOTES.includes(unit)) {
    const match = /^[^/]+\/src\/([^/]+)(?:\/([^/]+))?/.exec(rel);
    if (match) {
      const [, top, next] = match;
      if (top === 'features' && next) Object.assign(place, { layer: 'feature', feature: next });
      else if (['shared', 'screens', 'exposes', 'testing', '__tests__'].includes(top)) place.layer = top;
      else if (/^(bootstrap|index)\.tsx?$/.test(top)) place.layer = 'entry';
      else place.layer = 'other';
    }
  }
  return place;
}

/** A remote's src/ layers, top to bottom: each may import the ones listed. */
const LAYERS = {
  entry: ['exposes', 'screens', 'feature', 'shared', 'testing', 'entry'],
  exposes: ['screens', 'feature', 'shared', 'exposes'],
  __tests__: ['exposes', 'screens', 'feature', 'shared', 'testing', 'entry'],
  screens: ['feature', 'shared', 'screens', 'testing'],
  feature: ['shared', 'testing'],
  shared: ['shared', 'testing'],
  testing: ['shared', 'testing'],
};
const LAYER_MESSAGE = {
  feature:
    "A feature imports only itself and its remote's src/shared/: features never import each other (move what two features need to src/shared/, or compose them in src/screens/).",
  shared: 'src/shared/ holds what features share: it imports no feature, screen or page.',
  screens: 'src/screens/ composes features: it never imports a page of exposes/.',
  exposes: "exposes/ holds the remote's exposed modules; they import screens, features and src/shared/.",
  testing: 'Test helpers (src/testing/) import only src/shared/: tests import what they test themselves.',
};

function checkLayers(from, to) {
  if (!from.layer || !to.layer || from.unit !== to.unit) return null;
  if (from.layer === 'feature' && to.layer === 'feature') {
    return from.feature === to.feature ? null : LAYER_MESSAGE.feature;
  }
  const allowed = LAYERS[from.layer];
  if (!allowed || allowed.includes(to.layer)) return null;
  // A feature's own tests live inside it; other layers' pieces outside the list are refused.
  return LAYER_MESSAGE[from.layer] ?? null;
}

function checkPackages(from, specifier, typeOnly) {
  const { unit, rel } = from;
  for (const library of OWNED_LIBRARIES) {
    if (unit !== library.owner && library.test.test(specifier)) return library.message;
  }
  const testOrBuild = isTestOrBuildFile(rel);
  if (ROUTER.test(specifier) && unit !== 'shared-router' && unit !== 'qa-harness' && !testOrBuild) {
    return 'Apps take routing from @resumebeat/shared-router, never react-router (one router instance; react-router is not shared). Only test and build-time helpers import react-router, for MemoryRouter.';
  }
  if (FEDERATION_RUNTIME.test(specifier) && unit !== 'shell' && unit !== 'build-config') {
    return "Only the shell imports the federation runtime: remotes load other remotes' pieces with loadRemotePiece / RemoteUpgradeDialog from @resumebeat/shared-ui (the shell's federation instance).";
  }
  if (REACT.test(specifier) && ['api', 'ats-engine', 'shared-contract'].includes(unit)) return WHY_PACKAGES.api;
  if (REMOTES.includes(unit) && !typeOnly && CONTRACT_WITH_SCHEMAS.test(specifier) && !testOrBuild) {
    return "Remotes take the contract's values from @resumebeat/shared-session/api (which re-exports them): shared-contract's schemas would bundle a second zod into the remote. Types, /first-paint and /document may come from shared-contract.";
  }
  const workspace = /^@resumebeat\/([^/]+)/.exec(specifier);
  if (workspace) return checkWorkspace(from, workspace[1]);
  return null;
}

function checkWorkspace(from, target) {
  const { unit } = from;
  if (!unit || target === unit || !PACKAGES.includes(target)) return null;
  // Build tooling: every package's config files and scripts take their Jest and Rspack setup from it.
  if (target === 'build-config' && isTestOrBuildFile(from.rel)) return null;
  if (MAY_IMPORT[unit].includes(target)) {
    if (
      target === 'build-config' &&
      REMOTES.includes(unit) &&
      from.layer &&
      from.layer !== 'other' &&
      !isTestOrBuildFile(from.rel)
    ) {
      return 'build-config is build tooling: remote code imports it only from its config files and scripts.';
    }
    if (
      target === 'qa-harness' &&
      from.layer &&
      !['entry', '__tests__', 'testing'].includes(from.layer) &&
      !isTestOrBuildFile(from.rel)
    ) {
      return "qa-harness is a remote's own standalone page and test support: only bootstrap.tsx, scripts and tests import it.";
    }
    return null;
  }
  if (['api', 'ats-engine', 'shared-contract'].includes(unit) && FRONT_END.includes(target)) return WHY_PACKAGES.api;
  if (APPS.includes(target)) return APPS.includes(unit) ? WHY_PACKAGES.app : WHY_PACKAGES.shared;
  return WHY_PACKAGES.shared;
}

/** The module a node names, when it is written as a constant. */
function specifierOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'The import boundaries of ARCHITECTURE.md, for static and dynamic imports alike.' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const from = placeOf(file);
    if (!from.unit) return {};

    function check(node, sourceNode, typeOnly = false) {
      const specifier = specifierOf(sourceNode);
      if (!specifier) return;
      let message;
      if (specifier.startsWith('.')) {
        const to = placeOf(path.resolve(path.dirname(file), specifier));
        if (to.unit && to.unit !== from.unit) message = checkWorkspace(from, to.unit);
        else message = checkLayers(from, to);
      } else {
        message = checkPackages(from, specifier, typeOnly);
      }
      if (message) context.report({ node: sourceNode, message: `'${specifier}': ${message}` });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node, node.source),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument, true),
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' &&
                callee.object.type === 'Identifier' &&
                callee.property.type === 'Identifier'
              ? `${callee.object.name}.${callee.property.name}`
              : null;
        if (['require', 'jest.mock', 'jest.requireActual', 'jest.unstable_mockModule'].includes(name))
          check(node, node.arguments[0]);
      },
    };
  },
};

export default { rules: { imports: rule } };
