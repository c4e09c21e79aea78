// The second half of `npm run deps`: loops between the server's folders (each domain of
// modules/, flows/, db/, lib/, plugins/). Route files, app.ts, server.ts and the scripts compose
// everything, so they are left out of this graph; .dependency-cruiser.cjs checks them file by file.
const { options } = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-module-loop',
      comment:
        'Domains import one another in one direction only: work that spans domains goes to ' +
        'flows/, which domains may call and which imports no domain that calls it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
  ],
  options: {
    ...options,
    exclude: {
      path: [
        '\\.(test|spec)\\.tsx?$',
        '^apps/server/src/.*\\.(admin-)?routes\\.ts$',
        '^apps/server/src/(app|server)\\.ts$',
        '^apps/server/src/(scripts|test)/',
      ],
    },
  },
};
