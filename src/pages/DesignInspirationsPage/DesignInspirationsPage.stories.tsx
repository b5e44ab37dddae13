import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { offlineProducts } from '@fixtures';
import { DesignInspirationsPage } from './DesignInspirationsPage';

const meta = {
  title: 'Pages/DesignInspirations',
  component: DesignInspirationsPage,
  parameters: {
    layout: 'fullscreen',
    site: true,
    route: '/design-inspirations',
    routePath: '/design-inspirations',
    storage: { elifehome_products: offlineProducts },
  },
} satisfies Meta<typeof DesignInspirationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FiltersByRoom: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Explore Designs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop New Arrivals' })).toHaveAttribute(
      'href',
      '/products/new',
    );
    await step('a room chip filters the cards', async () => {
      const bedroom = canvas.getByRole('button', { name: 'Bedroom' });
      await userEvent.click(bedroom);
      await expect(bedroom).toHaveAttribute('aria-pressed', 'true');
    });
    await step('How It Works has three steps', async () => {
      await expect(canvas.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    });
    await expect(canvas.getByRole('link', { name: 'Shop All Products' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Empty: Story = {
  parameters: { storage: { elifehome_case_studies: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No Design Inspirations Yet'),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
