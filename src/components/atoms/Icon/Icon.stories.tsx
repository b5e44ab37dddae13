import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, ICON_NAMES } from './Icon';

const meta = {
  component: Icon,
  argTypes: {
    name: { control: 'select', options: [...ICON_NAMES] },
    size: { control: { type: 'range', min: 12, max: 64, step: 4 } },
  },
  args: { name: 'cart' as const, size: 24 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Labelled: Story = {
  args: { name: 'cart', label: 'Cart' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Cart' })).toBeInTheDocument();
  },
};

/** Every icon in the set, for designers to review together. */
export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 16,
        width: 'min(720px, 100vw)',
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon {...args} name={name} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(ICON_NAMES.length);
  },
};
