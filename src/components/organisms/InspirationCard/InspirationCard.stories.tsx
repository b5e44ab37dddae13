import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { enrichInspirations } from '@/domain/catalogue';
import type { EnrichedInspiration } from '@/domain/types';
import { inspirations, longTextProduct, offlineImage, products } from '@fixtures';
import { InspirationCard } from './InspirationCard';

const [living] = enrichInspirations(inspirations, products) as [EnrichedInspiration];
/** The living room with an offline photo, so the story shows a loaded picture. */
const livingRoom: EnrichedInspiration = {
  ...living,
  backgroundImage: offlineImage('Warm minimal living room', '#b9a58c', 1200, 800),
};
const sofa = living.products[0] as EnrichedInspiration['products'][number];

const meta = {
  component: InspirationCard,
  args: { inspiration: livingRoom, onHotspotSelect: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof InspirationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsProducts: Story = {
  play: async ({ args, canvas, step }) => {
    await step('room label, title and one marker per product', async () => {
      await expect(canvas.getByText('Living Room')).toBeVisible();
      await expect(canvas.getByRole('heading', { level: 3, name: living.title })).toBeVisible();
      await expect(
        within(canvas.getByRole('list', { name: `Products in ${living.title}` })).getAllByRole(
          'button',
        ),
      ).toHaveLength(living.products.length);
    });
    await step(
      'focus reveals a hotspot’s name and price; pressing it raises the product id',
      async () => {
        const marker = canvas.getByRole('button', { name: sofa.name });
        marker.focus();
        const tooltip = marker.parentElement?.querySelector('[role="tooltip"]') as HTMLElement;
        await waitFor(() => expect(tooltip).toBeVisible());
        await expect(tooltip).toHaveTextContent('$749.99');
        await userEvent.keyboard('{Enter}');
        await expect(args.onHotspotSelect).toHaveBeenCalledWith(sofa.productId);
      },
    );
  },
};

/** The home page's large layout: text beside the photo on wide screens. */
export const Wide: Story = {
  args: { layout: 'wide' },
  decorators: [(Story) => <div style={{ maxWidth: 1200 }}>{Story()}</div>],
};

/** The remote photo cannot load: the placeholder keeps the frame and the hotspots stay usable. */
export const ErrorState: Story = {
  name: 'Error',
  args: { inspiration: living },
};

/** No hotspots left (every product deleted): still a card, with no markers. */
export const Empty: Story = {
  args: { inspiration: { ...livingRoom, products: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    inspiration: {
      ...livingRoom,
      title: longTextProduct.name,
      description: longTextProduct.description,
      products: [
        {
          ...sofa,
          name: longTextProduct.name,
          price: longTextProduct.price,
          position: { x: 10, y: 90 },
        },
        ...living.products.slice(1),
      ],
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
