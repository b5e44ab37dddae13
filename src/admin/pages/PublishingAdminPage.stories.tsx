import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { adminParameters } from '@fixtures/admin';
import { PublishingAdminPage } from './PublishingAdminPage';
import { atViewport } from '@fixtures/viewports';
import { expectCurrentPage, retype } from '@fixtures/steps';

const meta = {
  title: 'Pages/Admin/Publishing',
  component: PublishingAdminPage,
  parameters: adminParameters('/admin/publishing'),
  beforeEach: () => {
    localStorage.removeItem('elifehome_publish_settings');
    localStorage.removeItem('elifehome_publish_tokens');
    sessionStorage.removeItem('elifehome_publish_tokens');
  },
} satisfies Meta<typeof PublishingAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No published revision in Storybook: nothing differs from it, so nothing is published. */
export const AsksForRepository: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publishing' })).toBeVisible();
    await expectCurrentPage(canvasElement, 'Publishing');
    await expect(
      canvas.getByRole('heading', { level: 2, name: '0 unpublished changes' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(canvas.getByText('Enter the repository url.')).toBeVisible();
    await expect(canvas.getByText('Enter the access token.')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('Repository URL', { exact: false }),
      'https://owner:pw@git.example.com/shop.git',
    );
    await userEvent.type(canvas.getByLabelText('Access token', { exact: false }), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(
      canvas.getByText('Leave the username and token out of the address: use the fields below.'),
    ).toBeVisible();
    const url = canvas.getByLabelText('Repository URL', { exact: false });
    await retype(url, 'https://git.example.com/shop.git');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nothing to publish: this browser holds no unpublished changes.',
    );
  },
};

/** The token stays in sessionStorage unless "Remember on this device" is ticked. */
export const RememberToken: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Access token', { exact: false }), 'tok');
    await expect(sessionStorage.getItem('elifehome_publish_tokens')).toContain('"git":"tok"');
    await expect(localStorage.getItem('elifehome_publish_tokens')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Remember on this device/ }));
    await expect(localStorage.getItem('elifehome_publish_tokens')).toContain('"git":"tok"');
    await expect(sessionStorage.getItem('elifehome_publish_tokens')).toBeNull();
    await expect(localStorage.getItem('elifehome_publish_settings')).not.toContain('tok');
  },
};

/** The initial state on a phone (390 px). */
export const Mobile: Story = atViewport('phone390');

/** The initial state on a tablet held upright (768 px). */
export const Tablet: Story = atViewport('tablet');

/** The initial state on a wide desktop screen (1440 px). */
export const Wide: Story = atViewport('wide1440');
