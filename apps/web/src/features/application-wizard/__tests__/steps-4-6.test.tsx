import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { personalDataAtom } from '../../../lib/state/benefit';
import { QualificationPage } from '../pages/qualification-page';
import { TribalStatusPage } from '../pages/tribal-status-page';
import { VerifyPage } from '../pages/verify-page';
import { clearPersonalData, HELD, renderStep } from './seed';

const continueButton = () => screen.getByRole('button', { name: /Continue/ });
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

beforeEach(clearPersonalData);

describe('step 4, qualification', () => {
  const url = '/QualificationPage?profileStep=4';
  const held = { ...HELD, eligibilityProgramCode: undefined };

  it('sends a visitor without a held first name to the zip page', async () => {
    await renderStep(<QualificationPage />, url, {});
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/ZipCodePage');
  });

  it('asks for a program on Continue', async () => {
    await renderStep(<QualificationPage />, url, held);
    await userEvent.setup().click(continueButton());
    expect(await screen.findByText('Checkbox is mandatory')).toBeInTheDocument();
  });

  it('asks E4 for its public-housing choice and clears it for another program', async () => {
    const view = await renderStep(<QualificationPage />, url, held);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Federal Public Housing Assistance' }));
    const housing = screen.getByRole('radiogroup', { name: /housing assistance program/ });
    expect(within(housing).getAllByRole('radio')).toHaveLength(4);
    await user.click(continueButton());
    expect(await within(housing).findByText('Checkbox is mandatory')).toBeInTheDocument();
    await user.click(within(housing).getByRole('radio', { name: 'Public Housing' }));
    await waitFor(() => expect(view.store.get(personalDataAtom).publicHousingCode).toBe('3'));
    await user.click(screen.getByRole('radio', { name: /\(SNAP\)/ }));
    expect(screen.queryByRole('radiogroup', { name: /housing assistance program/ })).not.toBeInTheDocument();
    await waitFor(() => expect(view.store.get(personalDataAtom).publicHousingCode).toBeUndefined());
  });

  it.each([['Federal Pell Grant'], ['Free and Reduced-Price School Lunch or Breakfast Program']])(
    '%s asks for the school name',
    async (program) => {
      await renderStep(<QualificationPage />, url, held);
      const user = userEvent.setup();
      await user.click(screen.getByRole('radio', { name: program }));
      await user.click(continueButton());
      expect(await screen.findByText('School name is mandatory')).toBeInTheDocument();
      await user.type(textbox(/School name/), 'Austin High');
      await user.click(continueButton());
      expect(await screen.findByTestId('landed-at')).toHaveTextContent('/TribalStatusPage?profileStep=5');
    },
  );

  it('warns E13 applicants whose income is above the guideline of their household', async () => {
    await renderStep(<QualificationPage />, url, held);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Eligibility based on income' }));
    await user.type(textbox(/Household income/), '29160');
    expect(screen.queryByText('You are likely not qualified based on Low Income')).not.toBeInTheDocument();
    await user.type(textbox(/Household income/), '0');
    expect(await screen.findByText('You are likely not qualified based on Low Income')).toBeInTheDocument();
    await user.clear(textbox(/Household income/));
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.type(textbox(/Household income/), '2500');
    expect(await screen.findByText('You are likely not qualified based on Low Income')).toBeInTheDocument();
  });

  it('E13 needs the income', async () => {
    await renderStep(<QualificationPage />, url, held);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Eligibility based on income' }));
    await user.click(continueButton());
    expect(await screen.findByText('All fields are mandatory')).toBeInTheDocument();
    await user.type(textbox(/Household income/), '2x4000');
    expect(textbox(/Household income/)).toHaveValue('24000');
    await user.click(continueButton());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/TribalStatusPage?profileStep=5');
  });

  it('a larger household raises the guideline (adults from 1 to 10, children from 0 to 10)', async () => {
    await renderStep(<QualificationPage />, url, {
      ...held,
      eligibilityProgramCode: 'E13',
      numberOfAdults: '2',
      numberOfChildren: '2',
      incomePeriod: '2',
      income: '60000',
    });
    expect(screen.queryByText('You are likely not qualified based on Low Income')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Adults in the household/ }));
    const adults = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(adults.map((option) => option.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    await user.click(adults[0] as HTMLElement);
    expect(await screen.findByText('You are likely not qualified based on Low Income')).toBeInTheDocument();
  });
});

describe('step 5, tribal status', () => {
  const url = '/TribalStatusPage?profileStep=5';

  it('asks for the tribal number when the box is checked, digits only', async () => {
    await renderStep(<TribalStatusPage />, url, HELD);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /I live on Tribal lands/ }));
    await user.click(continueButton());
    expect(await screen.findByText('Tribal number is mandatory')).toBeInTheDocument();
    await user.type(textbox(/Tribal identification number/), '40a2-9');
    expect(textbox(/Tribal identification number/)).toHaveValue('4029');
  });

  it('unchecking the box clears the tribal number', async () => {
    const view = await renderStep(<TribalStatusPage />, url, {
      ...HELD,
      checkTribal: true,
      tribalId: '402918337',
    });
    const user = userEvent.setup();
    expect(textbox(/Tribal identification number/)).toHaveValue('402918337');
    await user.click(screen.getByRole('checkbox', { name: /I live on Tribal lands/ }));
    await waitFor(() => expect(view.store.get(personalDataAtom)).toMatchObject({ checkTribal: false }));
    expect(view.store.get(personalDataAtom).tribalId).toBeUndefined();
    await user.click(screen.getByRole('checkbox', { name: /I live on Tribal lands/ }));
    expect(textbox(/Tribal identification number/)).toHaveValue('');
  });

  it('goes to the verify step', async () => {
    await renderStep(<TribalStatusPage />, url, HELD);
    await userEvent.setup().click(continueButton());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/VerifyPage?profileStep=6');
  });
});

describe('step 6, verify', () => {
  const url = '/VerifyPage?profileStep=6';

  it('summarises the identifying answers with an Edit link to step 1', async () => {
    await renderStep(<VerifyPage />, url, HELD);
    expect(screen.getByText('Ana Diaz')).toBeInTheDocument();
    expect(screen.getByText('May 17, 1990')).toBeInTheDocument();
    expect(screen.getByText('•••-••-4821')).toBeInTheDocument();
    expect(screen.getByText('(512) 555-0143')).toBeInTheDocument();
    expect(screen.getByText('500 Congress Ave, Austin, Texas 78701')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your information' })).toHaveAttribute(
      'href',
      '/PersonalnfoPage?profileStep=1',
    );
  });

  it('asks for the consent, then goes to the agreement', async () => {
    await renderStep(<VerifyPage />, url, HELD);
    const user = userEvent.setup();
    await user.click(continueButton());
    expect(await screen.findByText('Checkbox is mandatory')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I confirm that this information is true/ }));
    await user.click(continueButton());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/AgreementPage?profileStep=7');
  });

  it('reads in Spanish', async () => {
    await renderStep(<VerifyPage />, url, HELD, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Revise su información' })).toBeInTheDocument();
    expect(screen.getByText('17 de mayo de 1990')).toBeInTheDocument();
  });
});
