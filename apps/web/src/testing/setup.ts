import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastQueue } from '../ui';

afterEach(() => {
  cleanup();
  toastQueue.clear();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
