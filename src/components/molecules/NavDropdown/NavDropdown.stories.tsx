import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { categories } from '@fixtures';
import { NavDropdown } from './NavDropdown';
import { expectCurrentPage, expectLink } from '@fixtures/steps';

const mirrors = categories.find((c) => c.id === 'mirrors');
const mirrorItems = (mirrors?.subcategories ?? []).map((s) => ({
  id: s.id,
  label: s.name,
  to: `/products/category/${s.id}`,
}));

const meta = {
  component: NavDropdown,
  args: { label: 'Mirrors', to: '/products/category/mirrors', items: mirrorItems },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 280 }}>{Story()}</div>],
} satisfies Meta<typeof NavDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpensMenu: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectLink(canvasElement, 'Mirrors', '/products/category/mirrors');
    const button = canvas.getByRole('button', { name: 'Mirrors subcategories' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(menu).toBeVisible();
    await expectLink(canvasElement, 'PU Mirrors', '/products/category/mirrors_pu');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardOpen: Story = {
  play: async ({ canvas, step }) => {
    const button = canvas.getByRole('button', { name: 'Mirrors subcategories' });

    await step('Enter opens the submenu', async () => {
      button.focus();
      await userEvent.keyboard('{Enter}');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('link', { name: 'Wooden Mirrors' })).toBeVisible();
    });

    await step('Escape closes it and focus returns to the button', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Wooden Mirrors' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveFocus();
    });

    await step('ArrowDown opens it and focuses the first entry; arrows move', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() =>
        expect(canvas.getByRole('link', { name: 'Wooden Mirrors' })).toHaveFocus(),
      );
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('link', { name: 'PU Mirrors' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(canvas.getByRole('link', { name: 'Aluminum Mirrors' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(button).toHaveFocus();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    await step('Tabbing away closes it', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await userEvent.tab({ shift: true });
      await expect(canvas.getByRole('link', { name: 'Mirrors' })).toHaveFocus();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

export const HoverOpen: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Mirrors subcategories' });
    await userEvent.hover(canvas.getByRole('link', { name: 'Mirrors' }));
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(canvas.getByRole('link', { name: 'Mirrors' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const Active: Story = {
  args: { activePath: '/products/category/mirrors_wooden' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mirrors subcategories' }));
    await expectCurrentPage(canvasElement, 'Wooden Mirrors');
  },
};

export const LongText: Story = {
  args: {
    label: 'Bevelled Floor-Standing Mirrors',
    items: [
      {
        id: 'long',
        label:
          'Grand Venetian Bevelled Floor-Standing Metal Frame Mirrors with Antique Brass Finish',
        to: '/products/category/mirrors_long',
      },
      ...mirrorItems,
    ],
  },
};
