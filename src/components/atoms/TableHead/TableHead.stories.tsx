import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import facts from '@/styles/facts.module.css';
import { TableHead } from './TableHead';

const meta = {
  component: TableHead,
  args: { columns: ['Quantity', 'Unit price'] },
  parameters: { layout: 'centered' },
  // In the product page's look (the shared figures table); the head itself has none.
  render: (args) => (
    <table className={facts.table}>
      <caption className={facts.caption}>Volume prices</caption>
      <TableHead {...args} />
      <tbody>
        <tr>
          <td>10–49</td>
          <td>$120.00</td>
        </tr>
        <tr>
          <td>50+</td>
          <td>$108.00</td>
        </tr>
      </tbody>
    </table>
  ),
} satisfies Meta<typeof TableHead>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NamesEachColumn: Story = {
  play: async ({ canvas }) => {
    const heads = canvas.getAllByRole('columnheader');
    await expect(heads.map((head) => head.textContent)).toEqual(['Quantity', 'Unit price']);
    for (const head of heads) await expect(head).toHaveAttribute('scope', 'col');
    await expect(canvas.getByRole('cell', { name: '$108.00' })).toBeVisible();
  },
};

/**
 * A column whose cells need no heading on screen (pictures, buttons) still names itself to
 * screen readers; a heading can carry its column's class (figures aligned right).
 */
export const HiddenHeading: Story = {
  args: {
    columns: [
      { label: 'Quantity', hidden: true },
      { label: 'Unit price', className: 'figures' },
    ],
  },
  play: async ({ canvas }) => {
    const [quantity, price] = canvas.getAllByRole('columnheader');
    await expect(quantity).toHaveAccessibleName('Quantity');
    await expect(canvas.getByText('Quantity')).toHaveClass('visually-hidden');
    await expect(price).toHaveClass('figures');
    await expect(price).toHaveAccessibleName('Unit price');
    for (const head of [quantity, price]) await expect(head).toHaveAttribute('scope', 'col');
  },
};
