import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { sendChatMessage } from '../api/send-chat-message';
import { ContactPage } from '../pages/contact-page';

vi.mock('../api/send-chat-message', () => ({ sendChatMessage: vi.fn() }));

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Maria');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Lopez');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'maria.lopez@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '2125550143');
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'My SIM has not arrived yet.');
}

beforeEach(() => vi.resetAllMocks());

describe('/ContactUsPage', () => {
  it('shows every message of the form (spec 001 §5) and sends nothing', async () => {
    await renderWithProviders(<ContactPage />, { url: '/ContactUsPage' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const message of [
      'First Name required.',
      'Second name required.',
      'Email required.',
      'Phone required.',
      'Message required.',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'maria@');
    expect(screen.getByText('Email invalid.')).toBeInTheDocument();
    expect(sendChatMessage).not.toHaveBeenCalled();
  });

  it('sends the form one field a line to the support chat, then starts a new message', async () => {
    vi.mocked(sendChatMessage).mockResolvedValue({ data: { ok: true } });
    await renderWithProviders(<ContactPage />, { url: '/ContactUsPage' });
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(sendChatMessage).toHaveBeenCalledWith(expect.anything(), {
        text: 'First name: Maria\nLast name: Lopez\nEmail: maria.lopez@example.com\nPhone: 2125550143\nMessage: My SIM has not arrived yet.',
        channel: '#support',
        username: 'Contact form',
      }),
    );
    expect(await screen.findByRole('textbox', { name: /^First name/ })).toHaveValue('');
  });

  it('keeps what was typed and says why when the chat is down', async () => {
    vi.mocked(sendChatMessage).mockResolvedValue({
      error: {
        status: 500,
        code: 'INTERNAL_SERVER_ERROR',
        message: 'The chat service is unavailable',
        fieldErrors: [],
      },
    });
    await renderWithProviders(<ContactPage />, { url: '/ContactUsPage' });
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The chat service is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Maria');
  });
});
