import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useForm } from './use-form';

const wrapper = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en" messages={{}}>
    {children}
  </IntlProvider>
);

describe('useForm', () => {
  it('keeps no control or invisible character the carrier refuses in a name or an address (edges audit E-7)', () => {
    const { result } = renderHook(
      () => useForm({ initial: { firstName: '', city: '', message: '' }, validate: () => ({}) }),
      { wrapper },
    );
    act(() => result.current.field('firstName').onChange('Eve\u202egnp.exe'));
    act(() => result.current.field('city').onChange('New\u200b York\u0000'));
    act(() => result.current.field('message').onChange('first line\nsecond line'));
    expect(result.current.field('firstName').value).toBe('Evegnp.exe');
    expect(result.current.field('city').value).toBe('New York');
    expect(result.current.field('message').value).toBe('first line\nsecond line');
  });
});
