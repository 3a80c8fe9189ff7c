import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { personalDataAtom } from '../../../lib/state/benefit';
import { ContactInfoPage } from '../pages/contact-info-page';
import { HouseholdPage } from '../pages/household-page';
import { PersonalInfoPage } from '../pages/personal-info-page';
import { clearPersonalData, HELD, renderStep } from './seed';

const continueButton = () => screen.getByRole('button', { name: /Continue/ });
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

beforeEach(clearPersonalData);

describe('step 1, personal information', () => {
  const url = '/PersonalnfoPage?profileStep=1';

  it('is open without held answers and announces step 1 of 7', async () => {
    await renderStep(<PersonalInfoPage />, url, {});
    expect(screen.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Progress' })).toBeInTheDocument();
    expect(screen.getAllByText('Step 1 of 7').length).toBeGreaterThan(0);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('About you');
  });

  it('shows every message on Continue and stays', async () => {
    await renderStep(<PersonalInfoPage />, url, {});
    await userEvent.setup().click(continueButton());
    for (const text of [
      'First Name is mandatory',
      'Last name is mandatory',
      'DOB is mandatory',
      'Ssn should be 4 numbers',
      'Language is mandatory',
      'All fields are mandatory',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByTestId('landed-at')).not.toBeInTheDocument();
  });

  it('checks names on input and keeps the SSN to 4 digits', async () => {
    await renderStep(<PersonalInfoPage />, url, {});
    const user = userEvent.setup();
    await user.type(textbox(/First name/), 'A');
    expect(await screen.findByText('First Name is mandatory')).toBeInTheDocument();
    await user.type(textbox(/First name/), 'na');
    await waitFor(() => expect(screen.queryByText('First Name is mandatory')).not.toBeInTheDocument());
    await user.type(textbox(/Last name/), 'Di4z');
    expect(await screen.findByText('Last name is mandatory')).toBeInTheDocument();
    await user.type(textbox(/Last 4 digits/), '12a345');
    expect(textbox(/Last 4 digits/)).toHaveValue('1234');
  });

  it('offers birth years from this year minus 18 down to 1900', async () => {
    await renderStep(<PersonalInfoPage />, url, {});
    await userEvent.setup().click(screen.getByRole('button', { name: /Year/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent(String(new Date().getFullYear() - 18));
    expect(options.at(-1)).toHaveTextContent('1900');
  });

  it('keeps the answers and goes to step 2 on Continue', async () => {
    const view = await renderStep(<PersonalInfoPage />, url, {
      firstName: 'Ana',
      lastName: 'Diaz',
      dob: '1990-05-17',
      ssn4: '4821',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Spanish' }));
    await user.click(continueButton());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/ContactInfoPage?profileStep=2');
    expect(view.store.get(personalDataAtom)).toMatchObject({
      firstName: 'Ana',
      lastName: 'Diaz',
      dob: '1990-05-17',
      ssn4: '4821',
      language: 'Spanish',
    });
  });

  it('writes every change to the held answers, so a reload keeps them', async () => {
    const view = await renderStep(<PersonalInfoPage />, url, {});
    await userEvent.setup().type(textbox(/First name/), 'Ana');
    await waitFor(() => expect(view.store.get(personalDataAtom).firstName).toBe('Ana'));
    expect(decodeURIComponent(document.cookie)).toContain('"firstName":"Ana"');
  });
});

describe('step 2, contact information', () => {
  const url = '/ContactInfoPage?profileStep=2';

  it('sends a visitor without a held first name to the zip page', async () => {
    await renderStep(<ContactInfoPage />, url, { zipCode: '78701' });
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/ZipCodePage');
  });

  it('prefills the zip of the zip page and shows every message on Continue', async () => {
    await renderStep(<ContactInfoPage />, url, {
      firstName: 'Ana',
      lastName: 'Diaz',
      zipCode: '78701',
      state: 'TX',
    });
    expect(textbox(/Zip code/)).toHaveValue('78701');
    await userEvent.setup().click(continueButton());
    for (const text of [
      'Contact Phone Number is required',
      'Contact Email Invalid',
      'Checkbox is required',
      'Address is required',
      'City is required',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('checks phone, e-mail, address and zip as typed', async () => {
    await renderStep(<ContactInfoPage />, url, { firstName: 'Ana', lastName: 'Diaz' });
    const user = userEvent.setup();
    await user.type(textbox(/Contact phone number/), '(512) 555-01');
    expect(textbox(/Contact phone number/)).toHaveValue('51255501');
    expect(await screen.findByText('Contact Phone Number Invalid')).toBeInTheDocument();
    await user.type(textbox(/Contact e-mail/), 'ana@example');
    expect(await screen.findByText('Contact Email format is wrong')).toBeInTheDocument();
    await user.type(textbox(/Street address/), 'A');
    expect(await screen.findByText('Address Invalid')).toBeInTheDocument();
    await user.type(textbox(/Zip code/), '787');
    expect(await screen.findByText('Zipcode format is wrong')).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: /I agree to be contacted/ });
    await user.click(consent);
    await user.click(consent);
    expect(await screen.findByText('Checkbox Invalid')).toBeInTheDocument();
  });

  it('asks for the mailing address when it differs', async () => {
    await renderStep(<ContactInfoPage />, url, { ...HELD });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /same as my home address/ }));
    expect(screen.getByRole('group', { name: 'Mailing address' })).toBeInTheDocument();
    await user.click(continueButton());
    const mailing = within(screen.getByRole('group', { name: 'Mailing address' }));
    expect(await mailing.findByText('Address is required')).toBeInTheDocument();
    expect(mailing.getByText('City is required')).toBeInTheDocument();
    expect(mailing.getByText('State is required')).toBeInTheDocument();
    expect(mailing.getByText('Zip Code is required')).toBeInTheDocument();
  });

  it('goes to step 3 with the answers held', async () => {
    const view = await renderStep(<ContactInfoPage />, url, HELD);
    await userEvent.setup().click(continueButton());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(
      '/HouseholdInformationPage?profileStep=3',
    );
    expect(view.store.get(personalDataAtom)).toMatchObject({
      contactPhoneNumber: '5125550143',
      sameAddress: true,
    });
  });
});

describe('step 3, household', () => {
  const url = '/HouseholdInformationPage?profileStep=3';
  const held = { ...HELD, optionAdult: undefined, consentInd: undefined, MK1: undefined, MK2: undefined };

  it('shows every message on Continue', async () => {
    await renderStep(<HouseholdPage />, url, held);
    await userEvent.setup().click(continueButton());
    expect(await screen.findAllByText('Checkbox is mandatory')).toHaveLength(2);
    expect(screen.getAllByText('MK is mandatory')).toHaveLength(2);
    expect(screen.getByText('All fields are mandatory')).toBeInTheDocument();
  });

  it('takes letters, space, dot and comma in upper case, at most 3, and checks them against the names', async () => {
    await renderStep(<HouseholdPage />, url, held);
    const user = userEvent.setup();
    await user.type(textbox(/first statement/), 'd1a,x');
    expect(textbox(/first statement/)).toHaveValue('DA,');
    expect(
      await screen.findByText(
        'First character of first name and first character of last name is not correct',
      ),
    ).toBeInTheDocument();
  });

  it('stores the consent as Y and goes to step 4', async () => {
    const view = await renderStep(<HouseholdPage />, url, held);
    const user = userEvent.setup();
    const adult = screen.getByRole('radiogroup', { name: /another adult/ });
    const lifeline = screen.getByRole('radiogroup', { name: /Lifeline/ });
    await user.click(within(adult).getByRole('radio', { name: 'No' }));
    await user.click(within(lifeline).getByRole('radio', { name: 'Yes' }));
    await user.type(textbox(/first statement/), 'ad');
    await user.type(textbox(/second statement/), 'a.d');
    await user.click(continueButton());
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/QualificationPage?profileStep=4');
    expect(view.store.get(personalDataAtom)).toMatchObject({
      optionAdult: '2',
      consentInd: 'Y',
      MK1: 'AD',
      MK2: 'A.D',
    });
  });
});
