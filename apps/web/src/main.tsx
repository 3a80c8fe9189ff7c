import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { DEMO_BUILD } from './lib/demo/demo-build';
import './ui/tokens.css';
import './ui/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = (element: HTMLElement) =>
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// A demo link (`?scenario=`, `?starter=`) is followed before the router reads the address; a production build has none.
if (DEMO_BUILD)
  void import('./lib/demo/demo-links')
    .then(({ followDemoLink }) => followDemoLink())
    .then((stays) => stays && render(root));
else render(root);
