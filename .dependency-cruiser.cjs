/**
 * The import structure of engine/, contract/ and src/ (issue 50), checked by
 * `npm run lint` with dependency-cruiser: no file or folder imports another
 * that imports it back, and no layer imports one above it. The layers, from
 * the bottom: engine/ and contract/ (pure TypeScript, no site), then src/
 * (the pages) and api/ (the server), which never import each other.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two files that import each other, directly or through others: one of them belongs beneath the other.',
      from: { path: '^(engine|contract|src|api)/' },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      scope: 'folder',
      comment: 'Two folders that import each other: what they share belongs in a folder beneath both.',
      from: { path: '^(engine|contract|src|api)/' },
      to: { circular: true },
    },
    {
      name: 'engine-is-pure',
      severity: 'error',
      comment: 'The engine runs every page, the checker and the server: it imports no site, server or script.',
      from: { path: '^engine/' },
      to: { path: '^(src|api|scripts|contract)/' },
    },
    {
      name: 'number-style-knows-no-benchmarks',
      severity: 'error',
      comment:
        "A number style is learned from Intl alone (engine/number-style/); converting the definitions' thresholds and prices is engine/learn-style.ts's, above it.",
      from: { path: '^engine/number-style/' },
      to: { path: '^engine/(benchmarks|assumed|calculate|definition|measures|learn-style)\\.ts$' },
    },
    {
      name: 'contract-beneath-site-and-server',
      severity: 'error',
      comment: 'What src/ and api/ share imports neither.',
      from: { path: '^contract/' },
      to: { path: '^(src|api|scripts)/' },
    },
    {
      name: 'site-and-server-apart',
      severity: 'error',
      comment: 'The pages and the server share only contract/ and engine/.',
      from: { path: '^src/' },
      to: { path: '^api/' },
    },
    {
      name: 'server-apart-from-site',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
