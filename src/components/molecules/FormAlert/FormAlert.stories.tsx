import preview from '#.storybook/preview';
import { expect } from 'storybook/test';
import { FormAlert } from './FormAlert';

const meta = preview.meta({
  component: FormAlert,
  argTypes: { children: { control: 'text' } },
  args: { children: 'Invalid username or password' },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
});

export const Default = meta.story();

export const Announces = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password');
  },
});

export const LongText = meta.story({
  args: {
    children:
      'Failed to save category. Please try again later or check your browser storage settings. Antireflectioncoatedbevelledsilverglassmirrorpanelassemblyxx',
  },
});
