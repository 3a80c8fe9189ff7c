export { DemoPanel } from './demo-panel';
