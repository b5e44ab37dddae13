import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyCatalogue, inspirations, offlineProducts } from '@fixtures';
import { DesignInspirationsPage } from './DesignInspirationsPage';
import { sitePage } from '@fixtures/pages';
import { atViewport } from '@fixtures/viewports';
import { expectLink } from '@fixtures/steps';

const meta = {
  title: 'Pages/DesignInspirations',
  component: DesignInspirationsPage,
  parameters: sitePage('/design-inspirations', {
    storage: { elifehome_products: offlineProducts },
  }),
} satisfies Meta<typeof DesignInspirationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FiltersByRoom: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await expect(await canvas.findByRole('button', { name: 'Explore Designs' })).toBeVisible();
    await expectLink(canvasElement, 'Shop New Arrivals', '/products/new');
    await step('a room chip filters the cards', async () => {
      const bedroom = canvas.getByRole('button', { name: 'Bedroom' });
      await userEvent.click(bedroom);
      await expect(bedroom).toHaveAttribute('aria-pressed', 'true');
    });
    await step('How It Works has three steps', async () => {
      await expect(canvas.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    });
    await expectLink(canvasElement, 'Shop All Products', '/');
  },
};

export const Empty: Story = {
  parameters: { storage: { elifehome_case_studies: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Design Inspirations Yet')).toBeVisible();
  },
};

/** A product marker pressed: the quick view opens over the page with that product. */
export const QuickViewOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const [firstRoom] = await canvas.findAllByRole('list', { name: /^Products in / });
    const marker = within(firstRoom!).getAllByRole('button')[0]!;
    const name = marker.getAttribute('aria-label') ?? '';
    await expect(name).not.toBe('');
    await userEvent.click(marker);
    const dialog = await body.findByRole('dialog', { name });
    await waitFor(() => expect(dialog).toBeVisible());
    // Its main action: Add to Cart, or, for a product sold in variants, a link to choose them.
    await expect(
      within(dialog).queryByRole('button', { name: 'Add to Cart' }) ??
        within(dialog).getByRole('link', { name: 'Choose options' }),
    ).toBeVisible();
  },
};

/**
 * The catalogue is empty: a room with none of its products left is not shown, so the page says
 * there are no inspirations yet instead of showing rooms with nothing to press.
 */
export const EmptyCatalogue: Story = {
  parameters: { storage: { elifehome_products: emptyCatalogue.products } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Design Inspirations Yet')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: inspirations[0]!.title })).toBeNull();
  },
};

export const Mobile: Story = atViewport('phone390');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
