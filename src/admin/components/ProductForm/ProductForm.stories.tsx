import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { copyDraft, draftFromProduct, emptyProductDraft } from '../../domain/forms';
import { categories, emptyCatalogue, longTextProduct, products, swatchImages } from '@fixtures';
import { ProductForm } from './ProductForm';
import { busyStory, describesField } from '@fixtures/forms';
import { showsAlert } from '@fixtures/adminPlay';
import { expectCalledOnceWith, retype } from '@fixtures/steps';
import { organismMeta } from '@fixtures/organisms';

const [mirror] = products as [(typeof products)[number]];

const meta = {
  title: 'Organisms/ProductForm',
  component: ProductForm,
  ...organismMeta({ mode: 'adding', categories, gallery: swatchImages }, 'onSubmit', 'onCancel'),
} satisfies Meta<typeof ProductForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Adding: fill every field and save; the page receives the draft as typed. */
export const FillsInAndSaves: Story = {
  play: async ({ args, canvas, step }) => {
    await expect(canvas.getByRole('heading', { name: 'Add Product' })).toBeInTheDocument();

    await step('fill in the fields', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: /Product name/ }),
        'Arched Oak Mirror',
      );
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: /Category/ }),
        'Wooden Mirrors',
      );
      const price = canvas.getByRole('spinbutton', { name: /Price/ });
      await expect(price).toHaveAttribute('min', '0');
      await expect(price).toHaveAttribute('step', '0.01');
      await userEvent.type(price, '249.5');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Solid oak arch.');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Keywords' }), 'arched mirror, oak');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Tags' }), 'Modern, Minimalist');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Related product IDs' }), '2, x, 5');
      await expect(
        canvas.getByRole('textbox', { name: 'Related product IDs' }),
      ).toHaveAccessibleDescription(/Will save: 2, 5\./);
      await userEvent.click(canvas.getByRole('checkbox', { name: 'New arrival' }));
    });

    await step('add images by URL and from the gallery', async () => {
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Add an image by URL' }),
        'https://cdn.example.com/arched-oak.jpg{enter}',
      );
      await userEvent.click(canvas.getByText(/Choose from gallery/));
      await userEvent.click(canvas.getByRole('button', { name: 'Gallery image 2' }));
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expectCalledOnceWith(args.onSubmit, {
      ...emptyProductDraft(),
      name: 'Arched Oak Mirror',
      category: 'mirrors_wooden',
      price: '249.5',
      images: ['https://cdn.example.com/arched-oak.jpg', swatchImages[1]],
      description: 'Solid oak arch.',
      keywords: 'arched mirror, oak',
      tags: 'Modern, Minimalist',
      relatedProductIds: '2, x, 5',
      isNew: true,
    });
  },
};

/** Editing: the title and submit label change; the id travels with the draft. */
export const Editing: Story = {
  args: { mode: 'editing', initialValues: draftFromProduct(mirror) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: /Category/ })).toHaveValue(mirror.category);
    const price = canvas.getByRole('spinbutton', { name: /Price/ });
    await retype(price, '199.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...draftFromProduct(mirror),
      price: '199.99',
    });
  },
};

/** Copy: '{name} (Copy)', flags cleared, no id; saved as a new product. */
export const Copy: Story = {
  args: { mode: 'adding', initialValues: copyDraft(mirror) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Product name/ })).toHaveValue(
      `${mirror.name} (Copy)`,
    );
    await expect(canvas.getByRole('checkbox', { name: 'New arrival' })).not.toBeChecked();
    await expect(canvas.queryByText(/^Product ID/)).toBeNull();
  },
};

/** Every product message beside its field, focus on the first, typing kept. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, step }) => {
    const name = canvas.getByRole('textbox', { name: /Product name/ });
    const description = canvas.getByRole('textbox', { name: 'Description' });
    const submit = canvas.getByRole('button', { name: 'Add Product' });

    await step('submit with only a description', async () => {
      await userEvent.type(description, 'Hand-finished walnut.');
      await userEvent.click(submit);
      await expect(name).toHaveAccessibleDescription('Product name is required');
      await expect(canvas.getByRole('combobox', { name: /Category/ })).toHaveAccessibleDescription(
        'Please select a category',
      );
      await expect(canvas.getByRole('spinbutton', { name: /Price/ })).toHaveAccessibleDescription(
        'Please enter a valid price',
      );
      await expect(
        canvas.getByRole('textbox', { name: 'Add an image by URL' }),
      ).toHaveAccessibleDescription('At least one image is required');
      await expect(name).toHaveFocus();
      await expect(description).toHaveValue('Hand-finished walnut.');
    });

    await step('a zero price is still refused', async () => {
      await userEvent.type(name, 'Walnut Mirror');
      await userEvent.type(canvas.getByRole('spinbutton', { name: /Price/ }), '0');
      await userEvent.click(submit);
      await expect(canvas.getByRole('combobox', { name: /Category/ })).toHaveFocus();
      await expect(canvas.getByRole('spinbutton', { name: /Price/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(name).not.toHaveAttribute('aria-invalid');
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Busy: Story = busyStory('Saving...', {
  mode: 'editing',
  initialValues: draftFromProduct(mirror),
});

export const ErrorState: Story = {
  name: 'Error',
  args: {
    mode: 'editing',
    initialValues: draftFromProduct(mirror),
    error: 'An unexpected error occurred. Please try again later.',
  },
  play: showsAlert('An unexpected error occurred. Please try again later.'),
};

/** A page can flag a field the validator does not know about. */
export const InjectedFieldErrors: Story = {
  args: { fieldErrors: { name: 'A product with this name already exists' } },
  play: describesField(/Product name/, 'A product with this name already exists'),
};

/** A product whose category was deleted keeps showing it rather than another one. */
export const UnknownCategory: Story = {
  args: {
    mode: 'editing',
    initialValues: { ...draftFromProduct(mirror), category: 'mirrors_bamboo' },
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: /Category/ });
    await expect(select).toHaveValue('mirrors_bamboo');
    await expect(select).toHaveDisplayValue('mirrors_bamboo (category no longer exists)');
  },
};

/** Only 'all' exists: nothing to choose yet. */
export const NoCategories: Story = {
  args: { categories: emptyCatalogue.categories, gallery: [] },
};

export const LongText: Story = {
  args: {
    mode: 'editing',
    initialValues: { ...draftFromProduct(longTextProduct), images: [...swatchImages] },
  },
};

export const Mobile: Story = {
  args: {
    mode: 'editing',
    initialValues: { ...draftFromProduct(mirror), images: swatchImages.slice(0, 2) },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Trade terms (docs/requirements.md#trade-terms): the Trade fieldset is checked with the rest; a SKU another product has is refused. */
export const TradeErrors: Story = {
  args: {
    mode: 'editing',
    initialValues: draftFromProduct(mirror),
    otherSkus: ['EH-LGT-002'],
  },
  play: async ({ args, canvas }) => {
    const sku = canvas.getByRole('textbox', { name: /SKU/ });
    await retype(sku, 'eh-lgt-002');
    await userEvent.click(canvas.getByRole('button', { name: 'Add price break' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Break 1: from quantity' }), '100');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Break 1: unit price (USD)' }), '199');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(sku).toHaveAccessibleDescription(/Another product already has the SKU eh-lgt-002/);
    await expect(sku).toHaveFocus();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Every price break must be cheaper than the base price',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await retype(sku, 'EH-MIR-001');
    await retype(canvas.getByRole('textbox', { name: 'Break 1: unit price (USD)' }), '172.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        sku: 'EH-MIR-001',
        priceTiers: [{ minQuantity: '100', price: '172.5' }],
      }),
    );
  },
};
