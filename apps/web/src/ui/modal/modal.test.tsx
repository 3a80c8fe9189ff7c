import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Button } from '../button/button';
import { Modal } from './modal';

function Example({ isDismissable }: { isDismissable?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Cancel my plan</Button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Cancel your plan?"
        isDismissable={isDismissable}
        actions={<Button onPress={() => setOpen(false)}>Keep my plan</Button>}
      >
        <p>Your line stops working at the end of the month.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a dialog named by its title and closes with its close button', async () => {
    await renderWithProviders(<Example />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your plan?' });
    expect(dialog).toHaveTextContent('Your line stops working');
    expect(screen.getByRole('heading', { level: 2, name: 'Cancel your plan?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and through its own actions', async () => {
    await renderWithProviders(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores Escape when not dismissable', async () => {
    await renderWithProviders(<Example isDismissable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('names its close button in Spanish', async () => {
    await renderWithProviders(
      <Modal isOpen onOpenChange={() => {}} title="¿Cancelar?">
        <p>Texto</p>
      </Modal>,
      { locale: 'es' },
    );
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
