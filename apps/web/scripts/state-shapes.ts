// Vite plugin: the agent page's US map, drawn at build time. `virtual:state-shapes` is each state's name and SVG
// path (us-atlas geometry, Albers USA projection with Alaska and Hawaii inset, fitted to the map's box), so the
// browser gets path strings instead of the topology, topojson and d3-geo, and does not project 50 states on a
// phone's main thread (the page's blocking time was 600 ms with the projection in the browser).
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { Plugin } from 'vite';

const STATE_SHAPES = 'virtual:state-shapes';
const RESOLVED_STATE_SHAPES = `\0${STATE_SHAPES}`;

/** The map's box. */
const MAP_SIZE = { width: 960, height: 600 } as const;

async function drawStates(): Promise<{ viewBox: string; states: { name: string; d: string }[] }> {
  const [{ geoAlbersUsa, geoPath }, { feature }, { default: topology }] = await Promise.all([
    import('d3-geo'),
    import('topojson-client'),
    import('us-atlas/states-10m.json', { with: { type: 'json' } }),
  ]);
  // us-atlas ships the topology as plain JSON; its shape is topojson's.
  const states = topology as unknown as Parameters<typeof feature>[0];
  const collection = feature(
    states,
    states.objects.states as Parameters<typeof feature>[1],
  ) as unknown as FeatureCollection<Geometry, { name: string }>;
  // Whole units of a 960-wide box: a phone shows the map at a third of that, a desktop at most at its full width.
  const path = geoPath(geoAlbersUsa().fitSize([MAP_SIZE.width, MAP_SIZE.height], collection)).digits(0);
  const drawn = collection.features.flatMap((state: Feature<Geometry, { name: string }>) => {
    const d = path(state);
    return d ? [{ name: state.properties.name, d }] : [];
  });
  return { viewBox: `0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`, states: drawn };
}

export function stateShapes(): Plugin {
  return {
    name: 'carrier:state-shapes',
    resolveId: (id) => (id === STATE_SHAPES ? RESOLVED_STATE_SHAPES : undefined),
    load: async (id) =>
      id === RESOLVED_STATE_SHAPES ? `export default ${JSON.stringify(await drawStates())};` : undefined,
  };
}
