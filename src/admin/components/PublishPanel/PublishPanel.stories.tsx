import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PublishPanel, type PublishMethod, type PublishPanelProps } from './PublishPanel';

const git = { url: '', branch: 'main', username: '', token: '' };
const github = { owner: '', repo: '', branch: 'main', token: '' };

const meta = {
  title: 'Admin/PublishPanel',
  component: PublishPanel,
  args: {
    method: 'git' as const,
    onMethodChange: fn(),
    git,
    github,
    onFieldChange: fn(),
    remember: false,
    onRememberChange: fn(),
    onPublish: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PublishPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GitOverHttps: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Git over HTTPS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const label of ['Repository URL', 'Branch', 'Username', 'Access token']) {
      await expect(canvas.getByLabelText(label, { exact: false })).toBeInTheDocument();
    }
    await expect(canvas.getByLabelText('Access token', { exact: false })).toHaveAttribute(
      'type',
      'password',
    );
    await userEvent.type(canvas.getByLabelText('Repository URL', { exact: false }), 'h');
    await expect(args.onFieldChange).toHaveBeenCalledWith({ method: 'git', field: 'url' }, 'h');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Remember on this device/ }));
    await expect(args.onRememberChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledTimes(1);
  },
};

function Switching(args: PublishPanelProps) {
  const [method, setMethod] = useState<PublishMethod>('zip');
  return <PublishPanel {...args} method={method} onMethodChange={setMethod} />;
}

/** The tabs switch with a click and with the arrow keys. */
export const SwitchingWays: Story = {
  render: (args) => <Switching {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download .zip' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'GitHub' }));
    for (const label of ['Owner', 'Repository', 'Branch', 'Access token']) {
      await expect(canvas.getByLabelText(label, { exact: false })).toBeInTheDocument();
    }
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Git over HTTPS' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Git over HTTPS');
  },
};

export const WithErrors: Story = {
  args: { errors: { url: 'Enter the repository url.', token: 'Enter the access token.' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByLabelText('Repository URL', { exact: false }),
    ).toHaveAccessibleDescription(/Enter the repository url\./);
    await expect(canvas.getByLabelText('Access token', { exact: false })).toBeInvalid();
  },
};

export const Busy: Story = {
  args: { busy: true, status: <p>Publishing...</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expect(canvas.getByLabelText('Branch', { exact: false })).toBeDisabled();
  },
};
