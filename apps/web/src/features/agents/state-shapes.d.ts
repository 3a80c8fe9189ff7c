/** The agent page's US map, drawn at build time (scripts/state-shapes.ts): its viewBox and each state's path. */
declare module 'virtual:state-shapes' {
  const map: { viewBox: string; states: { name: string; d: string }[] };
  export default map;
}
