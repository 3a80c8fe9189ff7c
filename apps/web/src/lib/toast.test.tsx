import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { toastTexts } from '../testing/toasts';
import { toastQueue } from '../ui';
import { toast, useToastsOfPage } from './toast';

function Layout() {
  useToastsOfPage();
  return <Outlet />;
}

/** A page whose button toasts and moves on, as a failed enrolment does on its way to the transfer page. */
function Refusing() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        toast('Already enrolled', 'error');
        navigate('/Transfer');
      }}
    >
      Enroll
    </button>
  );
}

function Transfer() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/Done')}>
      Transfer
    </button>
  );
}

/** A page that turns the visitor away on arrival, as a query guard does. */
function Guarded() {
  const navigate = useNavigate();
  useEffect(() => {
    toast('Invoice ID not found', 'error');
    navigate('/Home', { replace: true });
  }, [navigate]);
  return null;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/Enroll', Component: Refusing },
          { path: '/Transfer', Component: Transfer },
          { path: '/Guarded', Component: Guarded },
          { path: '/Done', element: <h1>Done</h1> },
          { path: '/Home', element: <h1>Home</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => act(() => toastQueue.clear()));

describe('a toast belongs to its page (N-2)', () => {
  it('is seen on the page its action leads to, and not on the page after', async () => {
    const user = userEvent.setup();
    renderAt('/Enroll');
    await user.click(screen.getByRole('button', { name: 'Enroll' }));
    await screen.findByRole('button', { name: 'Transfer' });
    expect(toastTexts()).toEqual(['Already enrolled']);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByRole('heading', { name: 'Done' });
    expect(toastTexts()).toEqual([]);
  });

  it('raised on arrival by a page that sends the visitor on, is seen where it sends them', async () => {
    renderAt('/Guarded');
    await screen.findByRole('heading', { name: 'Home' });
    expect(toastTexts()).toEqual(['Invoice ID not found']);
  });
});
