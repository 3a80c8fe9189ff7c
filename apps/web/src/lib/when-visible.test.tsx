import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPartsIn, whenUsed } from './when-visible';

function pageHtml(...names: string[]): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = names.map((name) => `<div data-when-visible="${name}"></div>`).join('');
  return root;
}

describe('a page rendered afresh over its pre-rendered HTML', () => {
  it('shows a part whose code it loaded before at once, with no empty first render', async () => {
    const Form = whenUsed('loaded-form', async () => () => <form aria-label="Log in" />);
    await loadPartsIn(pageHtml('loaded-form'));
    render(<Form />);
    expect(screen.getByRole('form', { name: 'Log in' })).toBeInTheDocument();
  });

  it('is not held back by a part whose code fails to load', async () => {
    whenUsed('broken-form', () => Promise.reject(new Error('the chunk is gone')));
    const Form = whenUsed('other-form', async () => () => <form aria-label="Register" />);
    await expect(loadPartsIn(pageHtml('broken-form', 'other-form'))).resolves.toBeUndefined();
    render(<Form />);
    expect(screen.getByRole('form', { name: 'Register' })).toBeInTheDocument();
  });
});
