import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DemoPanel } from '../demo-panel';

describe('the demo panel', () => {
  it.each([
    ['en', 'Demo scenarios'],
    ['es', 'Escenarios de demostración'],
  ] as const)('names its button in the page language (%s)', async (locale, title) => {
    await renderWithProviders(<DemoPanel operations={[]} />, { locale });
    expect(await screen.findByRole('button', { name: title })).toBeInTheDocument();
  });
});
