/**
 * The repository's boundaries, checked by dependency-cruiser in every package's `lint` (`depcruise` over the
 * package's own folders, with this file). Each rule was seen failing once on a seeded violation.
 */

/** The mock's layers, from the top (the process that starts it) down to its settings: an import may only go down. */
const MOCK_LAYERS = [
  'server.ts',
  'app.ts',
  'proxy',
  'docs',
  'pages',
  'control',
  'starters',
  'routes',
  'benefit',
  'commerce',
  'resellers',
  'auth',
  'mail',
  'store',
  'plugins',
  'world.ts',
  'scenarios',
  'validation',
  'clock.ts',
  'settings.ts',
];

/**
 * Upward imports the mock has today, each a debt to remove when its modules are restructured (issue 22, item 4).
 * Only these exact imports are let through: any new upward import fails.
 */
const MOCK_LAYER_DEBTS = [
  // proxy/main starts the server it fronts; the start belongs beside server.ts.
  { from: 'proxy/main.ts', to: 'server.ts' },
  // The dashboard shows the proxy's violation card; the card should be handed to it.
  { from: 'pages/dashboard.ts', to: 'proxy/violations-panel.ts' },
  // The control routes render pages with the pages' HTML helper; the helper belongs below both.
  { from: 'control/control-route.ts', to: 'pages/html.ts' },
  // The starters register their routes with the control API's route helper; the helper belongs below both.
  { from: 'starters/starter-routes.ts', to: 'control/control-route.ts' },
  // The durable-reply hook waits on the state file; hooks should get the store handed in.
  { from: 'plugins/durable-replies.ts', to: 'store/state-file.ts' },
  // The world holds the store's state type; the type belongs below both.
  { from: 'world.ts', to: 'store/state.ts' },
  // Faults reach the world's clock and state; they should be handed what they need.
  { from: 'scenarios/faults.ts', to: 'world.ts' },
  // The scenario reply builds the carrier's error body, which lives among the request hooks.
  { from: 'scenarios/scenario-reply.ts', to: 'plugins/carrier-error.ts' },
  // Recorded scenarios and the reply check compile schemas with the validators that live among the hooks.
  { from: 'scenarios/recorded.ts', to: 'plugins/schema-validation.ts' },
  { from: 'validation/reply-check.ts', to: 'plugins/schema-validation.ts' },
];

const MOCK = '^apps/mock-api/src/';
const escape = (path) => path.replaceAll('.', '\\.');
const layerPath = (layer) => `${MOCK}${escape(layer)}${layer.endsWith('.ts') ? '$' : '/'}`;

const mockLayerRules = MOCK_LAYERS.slice(1).flatMap((layer, index) => {
  const above = MOCK_LAYERS.slice(0, index + 1).map(layerPath);
  const debts = MOCK_LAYER_DEBTS.filter(({ from }) =>
    new RegExp(layerPath(layer)).test(`apps/mock-api/src/${from}`),
  );
  const rule = (name, from, toPathNot) => ({
    name,
    severity: 'error',
    comment: `The mock's layers run one way: ${layer} imports no layer above it (${MOCK_LAYERS.slice(0, index + 1).join(', ')}).`,
    from,
    to: { path: above, ...(toPathNot ? { pathNot: toPathNot } : {}) },
  });
  return [
    rule(`mock-layers: ${layer}`, {
      path: layerPath(layer),
      pathNot: debts.map(({ from }) => `${MOCK}${escape(from)}$`),
    }),
    // A module with a known debt may keep that one import, and nothing more.
    ...debts.map(({ from, to }) =>
      rule(
        `mock-layers: ${from} (debt: ${to})`,
        { path: `${MOCK}${escape(from)}$` },
        `${MOCK}${escape(to)}$`,
      ),
    ),
  ];
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
