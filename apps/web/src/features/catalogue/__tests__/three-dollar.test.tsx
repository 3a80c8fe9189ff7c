import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { toastTexts } from '../../../testing/toasts';
import { loadCatalogue } from '../api/load-catalogue';
import { ThreeDollarPage, threeDollarLoader } from '../pages/three-dollar-page';
import { acpPlan, addons, paygo, pricings } from './fixtures';

vi.mock('../api/load-catalogue', () => ({ loadCatalogue: vi.fn() }));
const loadMock = vi.mocked(loadCatalogue);

function renderPage() {
  return renderWithProviders(<ThreeDollarPage />, {
    url: '/ThreeDollarMonPage',
    loader: threeDollarLoader,
  });
}

beforeEach(() => loadMock.mockReset());

describe('/ThreeDollarMonPage', () => {
  it("shows the pay-go plan's figures from the catalogue and buys it through its $3 summary", async () => {
    loadMock.mockResolvedValue({ data: { plans: [acpPlan, paygo], pricings, addons } });
    await renderPage();
    expect(await screen.findByText('Pay as you go $3.00')).toBeInTheDocument();
    expect(screen.getByText('100 minutes')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/SummaryPlanPage?plan=3&price=1');
  });

  it("'Buy Now' takes the add-on picked below it to the plan's summary (W-3)", async () => {
    loadMock.mockResolvedValue({ data: { plans: [acpPlan, paygo], pricings, addons } });
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '5GB Data' }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByTestId('landed-at')).toHaveTextContent(
      '/SummaryPlanPage?plan=3&price=1&addon=22',
    );
  });

  it("says 'Plan not found, please contact support' without a pay-go plan priced $3", async () => {
    loadMock.mockResolvedValue({ data: { plans: [acpPlan], pricings, addons } });
    await renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(toastTexts()).toContain('Plan not found, please contact support');
    expect(screen.queryByTestId('landed-at')).not.toBeInTheDocument();
  });

  it("groups the add-ons as data, voice and text (restricted hidden) and asks 'Please select an addon'", async () => {
    loadMock.mockResolvedValue({ data: { plans: [paygo], pricings, addons } });
    await renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('radiogroup', { name: 'Data' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Voice' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Text' })).toBeInTheDocument();
    expect(screen.queryByText('Staff Data')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue with this add-on' }));
    expect(toastTexts()).toContain('Please select an addon');

    await user.click(screen.getByRole('radio', { name: '100 Voice Minutes' }));
    await user.click(screen.getByRole('radio', { name: '5GB Data' }));
    expect(screen.getByRole('radio', { name: '100 Voice Minutes' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue with this add-on' }));
    expect(await screen.findByTestId('landed-at')).toHaveTextContent('/SummaryAddonPage?addon=22');
  });

  it('words a catalogue that cannot be read by its code, in the page and as one toast', async () => {
    loadMock.mockResolvedValue({
      error: { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal boom', fieldErrors: [] },
    });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again later',
    );
    expect(toastTexts()).toEqual(['Something went wrong, please try again later']);
  });
});
