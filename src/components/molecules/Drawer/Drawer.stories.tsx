import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Link } from '@/components/atoms/Link';
import { renderWithTrigger } from '@fixtures/dialogs';
import { Drawer } from './Drawer';

const links = (
  <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
    <li>
      <Link to="/products/category/mirrors">Mirrors</Link>
    </li>
    <li>
      <Link to="/products/category/furniture">Furniture</Link>
    </li>
    <li>
      <Link to="/products/category/lighting">Lighting</Link>
    </li>
  </ul>
);

const meta = {
  component: Drawer,
  args: { open: false, title: 'Product Categories', onClose: fn(), children: links },
  // The page owns `open`; the story's own state plays the page.
  render: renderWithTrigger(Drawer, { trigger: 'Open drawer', padding: 24 }),
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpensAndCloses: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const opener = canvas.getByRole('button', { name: 'Open drawer' });

    await step('Opening moves focus into the drawer and locks page scroll', async () => {
      await userEvent.click(opener);
      const dialog = await canvas.findByRole('dialog', { name: 'Product Categories' });
      await expect(dialog).toHaveAttribute('open');
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    });

    await step('The close button closes it and focus returns', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(opener).toHaveFocus();
    });

    await step('Escape closes it', async () => {
      await userEvent.click(opener);
      await canvas.findByRole('dialog');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onClose).toHaveBeenCalledTimes(2);
      await expect(opener).toHaveFocus();
    });

    await step('Tapping the backdrop closes it', async () => {
      await userEvent.click(opener);
      await canvas.findByRole('dialog');
      const backdrop = canvasElement.querySelector<HTMLElement>('[data-drawer-backdrop]');
      if (!backdrop) throw new Error('backdrop missing');
      await userEvent.click(backdrop);
      await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onClose).toHaveBeenCalledTimes(3);
      // Focus comes back a moment after the dialog goes; the story ends once it has.
      await waitFor(() => expect(opener).toHaveFocus());
    });
  },
};

/** Tab stays inside the open drawer (native modal dialog). */
export const FocusTrap: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

export const Right: Story = { args: { open: true, side: 'right', title: 'Menu' } };

export const Mobile: Story = {
  args: { open: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const LongText: Story = {
  args: {
    open: true,
    title:
      'Grand Venetian Bevelled Floor-Standing Metal Frame Mirrors Antireflectioncoatedbevelled',
  },
};
