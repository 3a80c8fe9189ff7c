// Vite replaces both values at build time, so in a production build every `if (DEMO_BUILD)` branch, and the
// demo panel's chunk behind it, is removed.
/** Development and demo builds (`VITE_DEMO=1`) carry the scenario panel and the per-tab mock session. */
export const DEMO_BUILD = import.meta.env.DEV || import.meta.env.VITE_DEMO === '1';
