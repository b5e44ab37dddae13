import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { buildCatalogueDocument, serializeCatalogueDocument } from '@/domain/catalogueDocument';
import { sampleCatalogue } from '@fixtures/catalogue';
import { adminParameters, offlineGallery } from '@fixtures/admin';
import { chooseFile, confirmsYes, drawnPng } from '@fixtures/adminPlay';
import { offlineProducts } from '@fixtures';
import type { Product } from '@/domain/types';
import { SiteSettingsAdminPage } from './SiteSettingsAdminPage';
import { atViewport } from '@fixtures/viewports';
import { expectToast, retype, textsOf } from '@fixtures/steps';

const meta = {
  title: 'Pages/Admin/SiteSettings',
  component: SiteSettingsAdminPage,
  parameters: adminParameters('/admin/site-settings'),
  beforeEach: confirmsYes,
} satisfies Meta<typeof SiteSettingsAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const logoFile = () => drawnPng({ name: 'logo.png', width: 1200, height: 400, fill: '#24211e' });

export const Default: Story = {};

export const ShowsSettings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Site name/ })).toHaveValue('ELIFEHOME');
    await expect(canvas.getByRole('heading', { name: 'Catalogue backup' })).toBeVisible();
  },
};

/** Required fields, email and phone patterns, title and description limits. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: /Site name/ }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /Company name/ }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /Contact email/ }));
    await retype(canvas.getByRole('textbox', { name: /Contact phone/ }), 'call me');
    await retype(canvas.getByRole('textbox', { name: /Site title/ }), 'x'.repeat(61));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(canvas.getByText('Site name is required')).toBeVisible();
    await expect(canvas.getByText('Company name is required')).toBeVisible();
    await expect(canvas.getByText('Contact email is required')).toBeVisible();
    await expect(canvas.getByText(/Please enter a valid phone number/)).toBeVisible();
    await expect(canvas.getByText('Site title must be 60 characters or fewer')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Contact email/ }), 'sales@');
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
  },
};

export const Saving: Story = {
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByRole('textbox', { name: /Site name/ });
    await retype(name, 'Elife Home Export');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expectToast(canvasElement, 'Site settings updated successfully!');
    // The header follows the stored settings at once.
    await waitFor(() => expect(canvas.getAllByText('Elife Home Export').length).toBeGreaterThan(0));
  },
};

/** Logo: checked, resized to 512 px, previewed, and stored with 'Save Settings'. */
export const LogoUpload: Story = {
  play: async ({ canvas, canvasElement }) => {
    chooseFile(canvas.getByLabelText(/Upload logo/), await logoFile());
    await expectToast(canvasElement, 'Logo ready. Save the settings to use it on the site.');
    const logo = (await canvas.findByRole('img', { name: 'Current logo' })) as HTMLImageElement;
    await waitFor(() => expect(logo.naturalWidth).toBe(512));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expectToast(canvasElement, 'Site settings updated successfully!');
  },
};

export const LogoNotAnImage: Story = {
  play: async ({ canvas }) => {
    chooseFile(
      canvas.getByLabelText(/Upload logo/),
      new File(['x'], 'logo.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByText('Please select an image file')).toBeVisible();
  },
};

/** Export writes the whole catalogue as one dated JSON file. */
export const CatalogueExport: Story = {
  play: async ({ canvas, canvasElement }) => {
    const created = spyOn(URL, 'createObjectURL');
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export catalogue' }));
      await expectToast(
        canvasElement,
        /^Catalogue exported as elifehome-catalogue-\d{4}-\d{2}-\d{2}\.json$/,
      );
      const blob = created.mock.calls[0]![0] as Blob;
      const document = JSON.parse(await blob.text());
      await expect(document.format).toBe('elifehome-catalogue');
      await expect(document.products).toEqual(offlineProducts);
      await expect(document.gallery).toEqual(offlineGallery);
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toMatch(/^elifehome-catalogue-\d{4}-\d{2}-\d{2}\.json$/);
    } finally {
      created.mockRestore();
      click.mockRestore();
    }
  },
};

/** A file with several broken products lists each one with its field; nothing is imported. */
export const CatalogueImportInvalid: Story = {
  play: async ({ canvas, step }) => {
    const catalogue = sampleCatalogue();
    const [a, b, c] = catalogue.products as [Product, Product, Product];
    const document = buildCatalogueDocument(catalogue, new Date()) as unknown as {
      products: Record<string, unknown>[];
    };
    const broken = (products: Record<string, unknown>[]) =>
      // Each copy gets its own SKU and is sold as one item: a repeated SKU (its own or a variant's)
      // would make every copy invalid too.
      new File(
        [
          JSON.stringify({
            ...document,
            products: products.map(({ options: _o, variants: _v, ...p }, i) => ({
              ...p,
              sku: `TEST-${i + 1}`,
            })),
          }),
        ],
        'broken.json',
        {
          type: 'application/json',
        },
      );
    await step('four broken products of nine: every one is listed', async () => {
      const products = [
        { ...a, id: 30, price: 'cheap' },
        { ...b, id: 31, name: '' },
        a,
        { ...c, id: 32, images: 'none' },
        b,
        c,
        { ...a, id: 40, category: 7 },
        { ...b, id: 41 },
        { ...c, id: 42 },
      ];
      chooseFile(canvas.getByLabelText('Import catalogue'), broken(products));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        '4 of 9 products are invalid',
      );
      const list = canvas.getByRole('list', { name: 'Problems in the file' });
      const items = textsOf(list, 'listitem');
      await expect(items).toHaveLength(4);
      await expect(items.map((item) => item?.split(':')[0])).toEqual([
        'Entry 1, price',
        'Entry 2, name',
        'Entry 4, images',
        'Entry 7, category',
      ]);
      await expect(canvas.queryByRole('button', { name: 'Replace catalogue' })).toBeNull();
    });
    await step('a dozen broken entries: ten listed, the rest counted', async () => {
      const products = Array.from({ length: 12 }, (_, i) => ({ ...a, id: 100 + i, price: -1 }));
      chooseFile(canvas.getByLabelText('Import catalogue'), broken(products));
      await waitFor(() =>
        expect(canvas.getByRole('alert')).toHaveTextContent('12 of 12 products are invalid'),
      );
      const list = canvas.getByRole('list', { name: 'Problems in the file' });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
      await expect(canvas.getByText('and 2 more')).toBeVisible();
    });
  },
};

/** Import: the counts first, then 'Replace catalogue' after confirmation. */
export const CatalogueImport: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const catalogue = sampleCatalogue();
    catalogue.products = catalogue.products.slice(0, 2);
    catalogue.siteSettings.siteName = 'Imported Home';
    const text = serializeCatalogueDocument(buildCatalogueDocument(catalogue, new Date()));
    await step('choose the file: a preview, nothing changed yet', async () => {
      chooseFile(
        canvas.getByLabelText('Import catalogue'),
        new File([text], 'backup.json', { type: 'application/json' }),
      );
      const table = await canvas.findByRole('table');
      const products = within(table).getByRole('row', { name: /Products/ });
      await expect(textsOf(products, 'cell')).toEqual(['7', '2']);
      await expect(canvas.getByRole('textbox', { name: /Site name/ })).toHaveValue('ELIFEHOME');
    });
    await step('replace', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Replace catalogue' }));
      await expect(window.confirm).toHaveBeenCalled();
      await expectToast(canvasElement, 'Catalogue imported successfully!');
      await expect(canvas.queryByRole('table')).toBeNull();
      // The settings form reloads from the imported values, so a later save cannot undo them.
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: /Site name/ })).toHaveValue('Imported Home'),
      );
    });
  },
};

/** A broken file says why and changes nothing. */
export const CatalogueImportBroken: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Import catalogue');
    chooseFile(input, new File(['{"format": "elifehome-catalogue",'], 'broken.json'));
    await expect(await canvas.findByText(/^The file is not valid JSON \(/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Replace catalogue' })).toBeNull();
    chooseFile(input, new File(['{"products": []}'], 'other.json'));
    await expect(
      await canvas.findByText(
        'This is not an ELIFEHOME catalogue file (format/version missing or unsupported)',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Site name/ })).toHaveValue('ELIFEHOME');
  },
};

export const Mobile: Story = atViewport('phone');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
