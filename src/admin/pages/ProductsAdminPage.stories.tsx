import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, userEvent, waitFor, within } from 'storybook/test';
import { adminParameters, recordTexts } from '@fixtures/admin';
import { confirmsYes, drawnPng, dropFiles, refusesTextFile } from '@fixtures/adminPlay';
import { longTextProduct, offlineProducts } from '@fixtures';
import { ProductsAdminPage } from './ProductsAdminPage';
import { atViewport } from '@fixtures/viewports';
import { expectCurrentPage, expectToast, retype } from '@fixtures/steps';

/** Fills in the product form's required fields: name, category (by value) and price. */
async function fillProduct(
  canvasElement: HTMLElement,
  name: string,
  category: string,
  price: string,
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Product name/ }), name);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Category/ }), category);
  await userEvent.type(canvas.getByRole('spinbutton', { name: /Price/ }), price);
}

const meta = {
  title: 'Pages/Admin/Products',
  component: ProductsAdminPage,
  parameters: adminParameters('/admin/products'),
  // Delete asks with window.confirm; stories answer yes unless they say otherwise.
  beforeEach: confirmsYes,
} satisfies Meta<typeof ProductsAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const [first, second] = offlineProducts;

export const Default: Story = {};

/** Every stored product with its actions, inside the admin frame. */
export const ListsProducts: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expectCurrentPage(canvasElement, 'Products');
    // The products screen is where "Back to products" leads, so it has no such link itself.
    await expect(canvas.queryByRole('link', { name: /Back to products/ })).toBeNull();
    for (const product of offlineProducts) {
      await expect(canvas.getByRole('button', { name: `Edit ${product.name}` })).toBeVisible();
    }
  },
};

/** An empty database offers 'Add First Product', which opens the form. */
export const Empty: Story = {
  parameters: adminParameters('/admin/products', { elifehome_products: [] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Product Database Empty' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add First Product' }));
    await expect(canvas.getByRole('heading', { name: 'Add Product' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Product name/ })).toHaveFocus();
  },
};

/** Add: the new product gets the next id, shows in the list and says so. */
export const Adding: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const busy = recordTexts(canvasElement);
    await step('open the form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
      await expect(canvas.getByRole('heading', { name: 'Add Product' })).toBeVisible();
    });
    await step('fill it in, picking an image from the gallery', async () => {
      await fillProduct(canvasElement, 'Brass Wall Sconce', 'lighting', '149.5');
      await userEvent.click(canvas.getByText(/Choose from gallery/));
      await userEvent.click(canvas.getByRole('button', { name: 'Gallery image 1' }));
    });
    await step('save', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
      await expectToast(canvasElement, 'Product added successfully!');
      await expect(
        await canvas.findByRole('button', { name: 'Edit Brass Wall Sconce' }),
      ).toHaveFocus();
      busy.stop();
      await expect(busy.saw('Saving...')).toBe(true);
    });
  },
};

/** 2000 x 1000, so the upload has to shrink it. */
const photo = () => drawnPng({ name: 'sconce.png', width: 2000, height: 1000, fill: '#c8b49a' });

/** A photo dropped on the form's image list is checked and downscaled as the gallery's are. */
export const UploadingImages: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const busy = recordTexts(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    let uploaded = '';
    await step('a file that is not an image is refused', async () => {
      await refusesTextFile(canvas, 'Upload images');
    });
    await step('a 2000 px photo dropped on the list arrives at 1600 px', async () => {
      const transfer = new DataTransfer();
      transfer.items.add(await photo());
      const zone = canvas.getByText(/No images yet/);
      dropFiles(zone, transfer);
      const thumb = await canvas.findByText('Uploaded image');
      const img = thumb.closest('li')!.querySelector('img')!;
      await expect(img.src).toMatch(/^data:image\/(webp|jpeg);base64,/);
      await waitFor(() => expect(img.naturalWidth).toBe(1600));
      await expect(img.naturalHeight).toBe(800);
      uploaded = img.src;
      busy.stop();
      await expect(busy.saw('Uploading...')).toBe(true);
    });
    await step('saved, the upload joins the gallery', async () => {
      await fillProduct(canvasElement, 'Uploaded Sconce', 'lighting', '80');
      await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
      await expectToast(canvasElement, 'Product added successfully!');
      await userEvent.click(await canvas.findByRole('button', { name: 'Add Product' }));
      await userEvent.click(canvas.getByText(/^Choose from gallery/));
      const picks = canvas.getAllByRole('button', { name: /^Gallery image \d+$/ });
      const sources = picks.map((button) => button.querySelector('img')?.getAttribute('src'));
      await expect(sources).toContain(uploaded);
    });
  },
};

/** Copy: a '{name} (Copy)' draft without flags or id, and the copy message. */
export const Copying: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Copy ${first!.name}` }));
    await expectToast(canvasElement, 'Product copied. Please edit as needed and save.');
    await expect(canvas.getByRole('heading', { name: 'Add Product' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Product name/ })).toHaveValue(
      `${first!.name} (Copy)`,
    );
    await expect(canvas.getByRole('checkbox', { name: /New arrival/ })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Bestseller/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expectToast(canvasElement, 'Product added successfully!');
    await expect(
      await canvas.findByRole('button', { name: `Edit ${first!.name} (Copy)` }),
    ).toBeVisible();
  },
};

/** Edit: the stored values load, a change saves with the update message. */
export const Editing: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${second!.name}` }));
    await expect(canvas.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    const name = canvas.getByRole('textbox', { name: /Product name/ });
    await expect(name).toHaveValue(second!.name);
    await retype(name, 'Arc Floor Lamp, Matte Black');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expectToast(canvasElement, 'Product updated successfully!');
    await expect(
      await canvas.findByRole('button', { name: 'Edit Arc Floor Lamp, Matte Black' }),
    ).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: `Edit ${second!.name}` })).toBeNull();
  },
};

/** Cancel returns to the list without saving. */
export const Cancelled: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Edit ${first!.name}` }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Product name/ }), ' changed');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: `Edit ${first!.name}` })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: `Edit ${first!.name} changed` })).toBeNull();
  },
};

/** Every product message on an empty submit; nothing is saved. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(canvas.getByText('Product name is required')).toBeVisible();
    await expect(canvas.getByText('Please select a category')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid price')).toBeVisible();
    await expect(canvas.getByText('At least one image is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Product name/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Price/ }), '0');
    await expect(canvas.getByText('Please enter a valid price')).toBeVisible();
  },
};

/** Delete asks first (the fixed question), then removes the product. */
export const Deleting: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${first!.name}` }));
    await expect(window.confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this product? This cannot be undone.',
    );
    await expectToast(canvasElement, 'Product deleted successfully');
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: `Edit ${first!.name}` })).toBeNull(),
    );
  },
};

/** Answering no to the question keeps the product. */
export const DeleteDeclined: Story = {
  play: async ({ canvas }) => {
    mocked(window.confirm).mockReturnValue(false);
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${first!.name}` }));
    await expect(canvas.getByRole('button', { name: `Edit ${first!.name}` })).toBeVisible();
  },
};

/** Unreadable stored products: the load message and the default list instead. */
export const ErrorState: Story = {
  name: 'Error',
  parameters: adminParameters('/admin/products', { elifehome_products: 'not a list' }),
  play: async ({ canvas, canvasElement }) => {
    await expectToast(canvasElement, 'Failed to load product database');
    await expect(canvas.getAllByRole('button', { name: /^Edit / }).length).toBeGreaterThan(0);
  },
};

/** A 90-character name, a long unbroken word and a 7-digit price. */
export const LongText: Story = {
  parameters: adminParameters('/admin/products', {
    elifehome_products: [longTextProduct, ...offlineProducts],
  }),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Edit ${first!.name}` })).toBeVisible();
  },
};

/** A CSV file to import, as the file input receives it. */
const csvFile = (name: string, lines: string[]) =>
  new File([`\uFEFF${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });

/** CSV import: the preview lists the change, Apply writes it and the list shows the new price. */
export const CsvImportApplied: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const file = csvFile('prices.csv', [
      'sku,price,priceTiers',
      'eh-mir-001,179.5,100:169|300:159',
      'EH-TBL-003,899.99,',
    ]);
    await step('choose the file: the preview shows the change', async () => {
      await userEvent.upload(canvas.getByLabelText('Import products (CSV)'), file);
      const table = await canvas.findByRole('table', { name: 'Changes' });
      await expect(canvas.getByText(/1 product changes/).parentElement).toHaveTextContent(
        '1 product changes, 1 unchanged',
      );
      await expect(within(table).getByRole('row', { name: /Price breaks/ })).toHaveTextContent(
        'none100:169|300:159',
      );
    });
    await step('apply: a success toast, and the list shows the new price', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Apply 1 change' }));
      await expectToast(
        canvasElement,
        '1 product updated. Publish to show the changes to visitors.',
      );
      await waitFor(() => expect(canvas.queryByRole('table', { name: 'Changes' })).toBeNull());
      const row = canvas.getByRole('row', { name: new RegExp(first!.name) });
      await expect(row).toHaveTextContent('179.50');
    });
  },
};

/** CSV import with bad rows: each is listed, Apply stays off and nothing is written. */
export const CsvImportErrors: Story = {
  play: async ({ canvas }) => {
    const file = csvFile('bad.csv', [
      'sku,price,moq',
      'EH-MIR-001,170,0',
      'EH-LGT-002,239.99,100',
      'EH-NOPE,10,1',
      'EH-TBL-003,cheap,1',
    ]);
    await userEvent.upload(canvas.getByLabelText('Import products (CSV)'), file);
    const errors = await canvas.findByRole('table', { name: 'Rows with errors' });
    await expect(within(errors).getAllByRole('row')).toHaveLength(4);
    // The valid row is previewed, but nothing is applied while another row is wrong.
    await expect(canvas.getByRole('table', { name: 'Changes' })).toHaveTextContent('239.99');
    await expect(errors).toHaveTextContent('No product has the SKU EH-NOPE');
    await expect(canvas.getByRole('button', { name: 'Apply 1 change' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('table', { name: 'Rows with errors' })).toBeNull();
    const row = canvas.getByRole('row', { name: new RegExp(first!.name) });
    await expect(row).toHaveTextContent(String(first!.price));
  },
};

/** A file that is not a CSV is refused before it is read. */
export const CsvImportWrongFile: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Import products (CSV)');
    await userEvent.upload(input, new File(['{}'], 'backup.json', { type: 'application/json' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Choose a .csv file, such as one exported from this page',
    );
    await userEvent.upload(input, new File([''], 'empty.csv', { type: 'text/csv' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The file is empty');
  },
};

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
