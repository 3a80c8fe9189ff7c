import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { LoadingState, Spinner } from './spinner';

describe('Spinner and LoadingState', () => {
  it('a spinner is a progress bar named "Loading…" unless told otherwise', async () => {
    await renderWithProviders(
      <>
        <Spinner />
        <Spinner label="Checking coverage" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checking coverage' })).toBeInTheDocument();
  });

  it('a loading state is a status that says so, in Spanish too', async () => {
    await renderWithProviders(<LoadingState />, { locale: 'es' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });
});
