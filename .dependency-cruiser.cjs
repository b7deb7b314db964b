/**
 * The layers of src/ and what each may import (docs/decisions/017-layers-and-import-rules-enforced-by-npm-test.md).
 * Run by `npm test` (step "import rules"): `npx depcruise src contract server sw --config`.
 *
 *   app  ->  routes, shell  ->  features  ->  domain  ->  components/ui, lib  ->  contract
 *   server -> contract;  sw -> contract  (never each other, never the app)
 *
 * Tests (*.test.ts(x)) and test support (src/test/) may reach across: a test may render the composition a route makes.
 */
const TESTS = '\\.test\\.tsx?$|^src/test/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-layer-imported',
      comment:
        'src/app (the entry, the router, the query client) may import everything, and nothing imports it: pass what a page needs through the router context.',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/app/|${TESTS}` },
      to: { path: '^src/app/' },
    },
    {
      name: 'feature-imports-feature',
      comment:
        'A feature never imports another feature. Compose them in a route (src/routes) or move what both need down to src/domain.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'domain-imports-feature',
      comment: 'src/domain is shared by the features: it never imports a feature or a route.',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: TESTS },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'base-imports-upward',
      comment: 'components/ui and lib are the ground floor: they import neither features, domain nor routes.',
      severity: 'error',
      from: { path: '^src/(components|lib)/', pathNot: TESTS },
      to: { path: '^src/(features|domain|routes)/' },
    },
    {
      name: 'contract-imports-app',
      comment: 'contract/ is read by both sides and imports neither (valibot only).',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(src|server|sw)/' },
    },
    {
      name: 'app-imports-server',
      comment:
        'The app and the service worker talk to the server over HTTP only; what both sides need is in contract/.',
      severity: 'error',
      from: { path: '^(src|sw)/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-imports-app',
      comment: 'The server never imports the app or the service worker; what both sides need is in contract/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|sw)/' },
    },
    {
      name: 'sw-imports-app',
      comment: 'The service worker stands apart from the app (it outlives app versions): it imports contract/ only.',
      severity: 'error',
      from: { path: '^sw/' },
      to: { path: '^src/' },
    },
    {
      name: 'no-import-cycle',
      comment: 'A file never reaches itself through its imports: move the shared part down so imports go one way.',
      severity: 'error',
      from: {},
      // `import type` is erased by the compiler, so a cycle made only of types never runs.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'src/routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
  },
};
