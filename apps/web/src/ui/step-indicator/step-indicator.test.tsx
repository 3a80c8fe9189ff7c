import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { StepIndicator } from './step-indicator';

const steps = ['Zip code', 'Plan', 'Identity', 'Address', 'Programs', 'Documents', 'Review'];

describe('StepIndicator', () => {
  it('marks the current step and announces the position', async () => {
    await renderWithProviders(<StepIndicator steps={steps} current={3} />);
    const list = screen.getByRole('list', { name: 'Progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Zip code (completed)');
    expect(screen.getByText('Step 3 of 7')).toHaveClass('visually-hidden');
  });

  it('speaks Spanish', async () => {
    await renderWithProviders(<StepIndicator steps={['Código', 'Plan']} current={2} />, { locale: 'es' });
    expect(screen.getByRole('list', { name: 'Progreso' })).toBeInTheDocument();
    expect(screen.getByText('Paso 2 de 2')).toBeInTheDocument();
    expect(screen.getByText('Código', { exact: false })).toHaveTextContent('Código (completado)');
  });
});
