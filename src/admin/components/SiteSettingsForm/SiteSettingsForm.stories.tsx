import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { SiteSettings } from '@/domain/types';
import { STORAGE_KEYS } from '@/storage';
import { SCHEMAS } from '@/storage/schemas';
import { siteSettings, swatchImages } from '@fixtures';
import { SiteSettingsForm } from './SiteSettingsForm';
import { busyStory, cancelCallsOnCancel } from '@fixtures/forms';
import { textFile } from '@fixtures/adminPlay';
import { expectCalledOnceWith, retype } from '@fixtures/steps';
import { organismMeta } from '@fixtures/organisms';

const [logo] = swatchImages as [string];

/** Every field blank (the stored value's empty seed), keeping the sample's social links. */
const blankSettings: SiteSettings = {
  ...SCHEMAS[STORAGE_KEYS.siteSettings].seed(),
  socialLinks: siteSettings.socialLinks,
  formEndpoint: siteSettings.formEndpoint,
};

const meta = {
  title: 'Organisms/SiteSettingsForm',
  component: SiteSettingsForm,
  ...organismMeta({ values: siteSettings }, 'onSubmit', 'onLogoSelect', 'onLogoRemove'),
} satisfies Meta<typeof SiteSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Edit a field and save: the whole settings object comes back, logo and social links intact. */
export const EditsAndSaves: Story = {
  play: async ({ args, canvas }) => {
    for (const legend of ['Brand', 'Contact', 'Search engines', 'About page']) {
      await expect(canvas.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    await expect(canvas.getByText(`${siteSettings.siteTitle.length} / 60`)).toBeInTheDocument();
    await expect(
      canvas.getByText(`${siteSettings.metaDescription.length} / 160`),
    ).toBeInTheDocument();
    const siteName = canvas.getByRole('textbox', { name: /Site name/ });
    await retype(siteName, ' ELIFEHOME Europe ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expectCalledOnceWith(args.onSubmit, {
      ...siteSettings,
      siteName: 'ELIFEHOME Europe',
    });
  },
};

/** siteName, companyName and contactEmail are required; formats and limits checked. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, step }) => {
    const field = (name: RegExp) => canvas.getByRole('textbox', { name });

    await step('break the rules', async () => {
      await userEvent.clear(field(/Site name/));
      await userEvent.clear(field(/Company name/));
      await userEvent.clear(field(/^Contact email/));
      await retype(field(/Contact phone/), '12ab');
      await retype(field(/Additional email/), 'export@');
      await userEvent.click(field(/Site title/));
      await userEvent.paste(' and Wholesalers Worldwide');
      await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    });

    await step('each message sits on its field; focus is on the first', async () => {
      await expect(field(/Site name/)).toHaveAccessibleDescription('Site name is required');
      await expect(field(/Company name/)).toHaveAccessibleDescription('Company name is required');
      await expect(field(/^Contact email/)).toHaveAccessibleDescription(
        'Contact email is required',
      );
      await expect(field(/Contact phone/)).toHaveAccessibleDescription(
        /^Please enter a valid phone number/,
      );
      await expect(field(/Additional email/)).toHaveAccessibleDescription(
        /^Please enter a valid email address/,
      );
      await expect(field(/Site title/)).toHaveAccessibleDescription(
        /^Site title must be 60 characters or fewer/,
      );
      await expect(field(/Site name/)).toHaveFocus();
      await expect(field(/Site title/)).toHaveValue(
        `${siteSettings.siteTitle} and Wholesalers Worldwide`,
      );
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The file is checked before it is read; only a valid image reaches the page. */
export const LogoUpload: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByLabelText('Upload logo');
    const user = userEvent.setup({ applyAccept: false });

    await step('a text file is refused', async () => {
      await user.upload(input, textFile());
      await expect(input).toHaveAccessibleDescription(/^Please select an image file/);
    });

    await step('a 5MB image is refused', async () => {
      const big = new File([new Uint8Array(5 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
      await user.upload(input, big);
      await expect(input).toHaveAccessibleDescription(/^Image size should be less than 5MB/);
    });
    await expect(args.onLogoSelect).not.toHaveBeenCalled();

    await step('a small image is handed to the page', async () => {
      const ok = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
      await user.upload(input, ok);
      await expect(args.onLogoSelect).toHaveBeenCalledWith(ok);
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const WithLogo: Story = {
  args: { values: { ...siteSettings, logoUrl: logo } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', logo);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove logo' }));
    await expect(args.onLogoRemove).toHaveBeenCalledTimes(1);
  },
};

export const LogoBusy: Story = {
  args: { values: { ...siteSettings, logoUrl: logo }, logoBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading...');
    await expect(canvas.getByRole('button', { name: 'Remove logo' })).toBeDisabled();
    await expect(canvas.getByLabelText('Replace logo')).toBeDisabled();
  },
};

export const Busy: Story = busyStory('Saving...');

export const ErrorState: Story = {
  name: 'Error',
  args: {
    error: 'Failed to load site settings',
    fieldErrors: { logoUrl: 'The logo could not be read' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load site settings');
    await expect(canvas.getByLabelText('Upload logo')).toHaveAccessibleDescription(
      /^The logo could not be read/,
    );
  },
};

export const WithCancel: Story = {
  args: { onCancel: fn() },
  play: cancelCallsOnCancel,
};

export const Empty: Story = { args: { values: blankSettings } };

/** Stored text over the limits is kept and flagged by the counters. */
export const LongText: Story = {
  args: {
    values: {
      ...siteSettings,
      siteName: 'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
      companyName:
        'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror with Antique Brass Finish XL 2 m',
      siteTitle:
        'Grand Venetian Bevelled Floor-Standing Metal Frame Mirror with Antique Brass Finish',
      metaDescription: `${siteSettings.metaDescription} ${siteSettings.metaDescription}`,
    },
  },
};

export const Mobile: Story = {
  args: { values: { ...siteSettings, logoUrl: logo } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
