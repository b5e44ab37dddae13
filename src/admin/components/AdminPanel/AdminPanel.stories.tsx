import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminPanel } from './AdminPanel';

const meta = {
  title: 'Admin/AdminPanel',
  component: AdminPanel,
  args: {
    title: 'Notes',
    children: <p>The panel&apos;s content follows its title.</p>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdminPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A framed region with its title and the content under it. */
export const Default: Story = {};

/** The title names the region; the content follows it. */
export const NamedByTitle: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notes' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Notes');
    await expect(region).toHaveTextContent("The panel's content follows its title.");
  },
};

/** A line of text under the title, and a level 3 title for a panel under a page section. */
export const WithDescription: Story = {
  args: {
    title: 'Notes backup',
    description: 'Export your notes as one file, or import a file to replace them.',
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notes backup' });
    const heading = within(region).getByRole('heading', { level: 3 });
    await expect(heading).toHaveTextContent('Notes backup');
    await expect(heading.nextElementSibling).toHaveTextContent(
      'Export your notes as one file, or import a file to replace them.',
    );
  },
};
