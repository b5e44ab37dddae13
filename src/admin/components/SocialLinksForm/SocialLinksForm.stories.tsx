import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { SocialLinks } from '@/domain/types';
import { STORAGE_KEYS } from '@/storage';
import { SCHEMAS } from '@/storage/schemas';
import { socialLinks } from '@fixtures';
import { SocialLinksForm } from './SocialLinksForm';
import { busyStory, cancelCallsOnCancel } from '@fixtures/forms';
import { showsAlert } from '@fixtures/adminPlay';
import { expectCalledOnceWith, retype } from '@fixtures/steps';
import { organismMeta } from '@fixtures/organisms';

const blankLinks: SocialLinks = SCHEMAS[STORAGE_KEYS.socialLinks].seed();

const meta = {
  title: 'Organisms/SocialLinksForm',
  component: SocialLinksForm,
  ...organismMeta({ initialValues: socialLinks }, 'onSubmit'),
} satisfies Meta<typeof SocialLinksForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SavesLinks: Story = {
  play: async ({ args, canvas }) => {
    for (const label of [
      'Facebook',
      'Twitter',
      'Instagram',
      'Pinterest',
      'LinkedIn',
      'YouTube',
      'TikTok',
    ]) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveAttribute('type', 'url');
    }
    const instagram = canvas.getByRole('textbox', { name: 'Instagram' });
    await retype(instagram, ' https://www.instagram.com/elifehome.export ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Links' }));
    await expectCalledOnceWith(args.onSubmit, {
      ...socialLinks,
      instagram: 'https://www.instagram.com/elifehome.export',
    });
  },
};

/** The message per platform; focus on the first bad link; what was typed stays. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const facebook = canvas.getByRole('textbox', { name: 'Facebook' });
    const tiktok = canvas.getByRole('textbox', { name: 'TikTok' });
    await retype(facebook, 'facebook.com/elifehome');
    await retype(tiktok, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Links' }));
    await expect(facebook).toHaveAccessibleDescription(
      'Invalid URL for Facebook. Please include http:// or https://',
    );
    await expect(tiktok).toHaveAccessibleDescription(
      'Invalid URL for TikTok. Please include http:// or https://',
    );
    await expect(facebook).toHaveFocus();
    await expect(facebook).toHaveValue('facebook.com/elifehome');
    await expect(canvas.getByRole('textbox', { name: 'Instagram' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Blank links are allowed: they hide the platform's icon. */
export const Empty: Story = {
  args: { initialValues: blankLinks },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Links' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(blankLinks);
  },
};

export const Busy: Story = busyStory('Saving...');

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Failed to load social media links, using backup data' },
  play: showsAlert('Failed to load social media links, using backup data'),
};

export const WithCancel: Story = {
  args: { onCancel: fn() },
  play: cancelCallsOnCancel,
};

export const LongText: Story = {
  args: {
    initialValues: {
      ...socialLinks,
      facebook: `https://www.facebook.com/${'Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx'.repeat(2)}`,
    },
    fieldErrors: { youtube: 'Invalid URL for YouTube. Please include http:// or https://' },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
