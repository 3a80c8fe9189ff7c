import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { Money } from './money';
import { Period } from './period';

// es-US (DESIGN.md): US dollars written "$3.00", and plan lengths with their plural.
describe('money and plan lengths', () => {
  it.each([
    ['en', 3, '$3.00'],
    ['es', 3, '$3.00'],
    ['es', 1234.5, '$1,234.50'],
  ] as const)('in %s, %d dollars read %s', async (locale, amount, text) => {
    await renderWithProviders(
      <p data-testid="amount">
        <Money amount={amount} />
      </p>,
      { locale },
    );
    expect(screen.getByTestId('amount')).toHaveTextContent(text);
  });

  it.each([
    ['en', 1, 'month', '1 MO'],
    ['en', 3, 'month', '3 MO'],
    ['es', 1, 'month', '1 MES'],
    ['es', 3, 'month', '3 MESES'],
    ['es', 30, 'day', '30 DÍAS'],
    ['es', 1, 'year', '1 AÑO'],
  ] as const)('in %s, %d %s reads %s', async (locale, duration, unit, text) => {
    await renderWithProviders(
      <p data-testid="period">
        <Period duration={duration} unit={unit} />
      </p>,
      { locale },
    );
    expect(screen.getByTestId('period')).toHaveTextContent(new RegExp(`^${text}$`));
  });
});
