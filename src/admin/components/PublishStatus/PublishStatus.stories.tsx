import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PublishStatus, type PublishStatusValue } from './PublishStatus';
import { expectLink } from '@fixtures/steps';
import { organismMeta } from '@fixtures/organisms';

const confirming: PublishStatusValue = {
  phase: 'confirm',
  method: 'git',
  changes: [
    { entity: 'products', kind: 'added', id: 43, label: 'Draft Stool' },
    { entity: 'products', kind: 'removed', id: 7, label: 'Lumen Lamp' },
  ],
};

const meta = {
  title: 'Admin/PublishStatus',
  component: PublishStatus,
  ...organismMeta({ status: confirming }, 'onConfirm', 'onBack', 'onCancel'),
} satisfies Meta<typeof PublishStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('region', { name: 'Confirm publishing' });
    await expect(box).toHaveTextContent('Added Draft Stool (product 43)');
    await expect(box).toHaveTextContent('Removed Lumen Lamp (product 7)');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and publish' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const Running: Story = {
  args: { status: { phase: 'running', progress: { step: 'writing', done: 3, total: 12 } } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Writing the files (3 of 12)');
    await expect(canvas.getByRole('progressbar', { name: 'Publishing progress' })).toHaveAttribute(
      'value',
      '3',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Published: Story = {
  args: {
    status: {
      phase: 'published',
      revision: '3fa2c1d4e5f60718293a4b5c6d7e8f9012345678',
      url: 'https://github.com/acme/shop/commit/3fa2c1d4',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Published as commit 3fa2c1d4e5f6.');
    await expectLink(
      canvasElement,
      'View the commit',
      'https://github.com/acme/shop/commit/3fa2c1d4',
    );
  },
};

export const NothingToPublish: Story = {
  args: { status: { phase: 'nothing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nothing to publish: this browser holds no unpublished changes.',
    );
  },
};

export const WrongToken: Story = {
  args: {
    status: {
      phase: 'failed',
      error: { kind: 'auth', message: 'The host refused the credentials (HTTP 401).' },
    },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The host refused the username or access token.');
    await expect(alert).toHaveTextContent('Your drafts are kept in this browser.');
  },
};

export const Conflict: Story = {
  args: {
    status: {
      phase: 'failed',
      error: {
        kind: 'conflict',
        message: 'Someone else published changes to the same entries.',
        conflicts: [
          {
            entity: 'products',
            id: 3,
            label: 'Oak Table',
            reason: 'changed here and in the repository',
            fields: ['price'],
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Conflicting entries' });
    await expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Products: Oak Table (product 3) (price): changed here and in the repository',
    );
  },
};
