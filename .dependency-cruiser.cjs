// The dependency check (`npm run deps`): which module may import which (CONVENTIONS practice 10).
// One named rule per boundary; each says in its comment why the boundary is there.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-internals',
      comment:
        'A web feature uses another feature only through its public entry, features/<name>/index.ts: ' +
        'its folders are its own to rearrange. Code no single domain owns belongs in src/lib or ' +
        'src/components instead.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-layers',
      comment:
        'src/components and src/lib are the shared layers every feature builds on: they never ' +
        'import a feature.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-layout-entries',
      comment:
        'The layouts (menus, the logout) use a feature through its public entry only, as ' +
        'features use each other.',
      severity: 'error',
      from: { path: '^apps/web/src/layouts/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: '^apps/web/src/features/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'server-file-loop',
      comment: 'No two server files import each other, through any number of steps.',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
    {
      name: 'server-flows-below-routes',
      comment: 'A flow is called by routes and domains; it never reaches up into a route file.',
      severity: 'error',
      from: { path: '^apps/server/src/flows/' },
      to: { path: '\\.(admin-)?routes\\.ts$' },
    },
  ],
  options: {
    // Type-only imports count too: they couple the code as much as any other.
    tsPreCompilationDeps: true,
    // The apps' own tsconfigs do not load in depcruise (they extend the base through a path it
    // resolves differently); the base one resolves '.js' and '.tsx' imports alike.
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|spec)\\.tsx?$' },
  },
};
