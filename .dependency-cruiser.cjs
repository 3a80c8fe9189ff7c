/**
 * The repository's boundaries, checked by dependency-cruiser in every package's `lint` (`depcruise` over the
 * package's own folders, with this file). Each rule was seen failing once on a seeded violation.
 */

/**
 * The mock's layers, from the top (the command that starts it) down to its settings (ARCHITECTURE.md): a module may
 * import its own layer and the layers below, never one above.
 */
const MOCK_LAYERS = [
  ['server.ts'],
  ['app.ts'],
  ['routes', 'control', 'starters', 'docs', 'pages', 'proxy'],
  ['plugins'],
  ['auth', 'benefit', 'commerce', 'resellers', 'mail'],
  ['world.ts', 'clock.ts', 'store', 'scenarios'],
  ['http'],
  ['validation'],
  ['settings.ts'],
];

const MOCK = '^apps/mock-api/src/';
const escape = (path) => path.replaceAll('.', '\\.');
const layerPath = (member) => `${MOCK}${escape(member)}${member.endsWith('.ts') ? '$' : '/'}`;

const mockLayerRules = MOCK_LAYERS.slice(1).map((layer, index) => {
  const above = MOCK_LAYERS.slice(0, index + 1).flat();
  return {
    name: `mock-layers: ${layer.join(', ')}`,
    severity: 'error',
    comment: `The mock's layers run one way: ${layer.join(', ')} import no layer above (${above.join(', ')}).`,
    from: { path: layer.map(layerPath) },
    to: { path: above.map(layerPath) },
  };
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment:
        'A feature of the web imports no other feature: what two share moves to lib/, ui/ or components/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'shared-not-features',
      severity: 'error',
      comment: "The web's shared code (lib/, ui/, components/) imports no feature.",
      from: { path: '^apps/web/src/(lib|ui|components)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment: 'No app imports another app: what two apps share is a workspace package both declare.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-not-apps',
      severity: 'error',
      comment: 'A package never imports an app.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    ...mockLayerRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|generated|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
