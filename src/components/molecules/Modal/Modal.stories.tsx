import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/atoms/Button';
import { renderWithTrigger } from '@fixtures/dialogs';
import { expectClosedFocusOn, openDialogWith } from '@fixtures/play';
import { Modal } from './Modal';

const openDialog = (canvasElement: HTMLElement) => openDialogWith(canvasElement, 'Open dialog');

const meta = {
  component: Modal,
  args: {
    open: false,
    title: 'Request a quotation',
    onClose: fn(),
    children: (
      <p>
        We reply within one working day with prices for your quantities, lead times and shipping
        options to your port.
      </p>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Send request</Button>
      </>
    ),
  },
  // The dialog's `open` follows the story's own state, as a page would hold it.
  render: renderWithTrigger(Modal, { trigger: 'Open dialog' }),
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Opened: named by its title, focus inside, the page behind inert and not scrolling. */
export const OpensLabelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Request a quotation');
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
  },
};

/** Escape closes it and focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expectClosedFocusOn(canvasElement, dialog, 'Open dialog');
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};

/** Tab and Shift+Tab cycle through the dialog's controls and never leave it. */
export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const inDialog = within(dialog);
    const close = inDialog.getByRole('button', { name: 'Close' });
    const send = inDialog.getByRole('button', { name: 'Send request' });
    close.focus();
    await userEvent.tab();
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(send).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(send).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expectClosedFocusOn(canvasElement, dialog, 'Open dialog');
  },
};

/** A click on the backdrop closes it; a click inside does not. */
export const BackdropCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByText(/We reply within one working day/));
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toHaveAttribute('open'));
  },
};

export const WithoutFooter: Story = {
  args: { footer: undefined },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
  },
};

/** A long title wraps and a long body scrolls inside; header and footer stay put. */
export const LongText: Story = {
  args: {
    title:
      'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror with Antique Brass Finish XL 2 m',
    children: (
      <>
        {Array.from({ length: 12 }, (_, i) => (
          <p key={i} style={{ marginBottom: 16 }}>
            Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx paragraph {i + 1}: each
            piece is packed in a five-layer carton with corner protection and shipped by sea freight
            in full container loads.
          </p>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
  },
};
