import { describe, expect, it } from 'vitest';
import { controlFor, fitControls } from '../.storybook/fitControls';

describe('controls that fit each prop', () => {
  it('gives objects, arrays and React nodes no control instead of raw JSON', () => {
    expect(controlFor({ name: 'object', value: {} })).toBe(false);
    expect(controlFor({ name: 'array', value: { name: 'string' } })).toBe(false);
    expect(controlFor({ name: 'other', value: 'ReactNode' })).toBe(false);
  });

  it('gives text-like unions a text field and leaves simple types to Storybook', () => {
    expect(
      controlFor({
        name: 'union',
        value: [{ name: 'string' }, { name: 'other', value: 'undefined' }],
      }),
    ).toBe('text');
    expect(controlFor({ name: 'string' })).toBeUndefined();
    expect(controlFor({ name: 'enum', value: ['a', 'b'] })).toBeUndefined();
  });

  it('keeps a control a story set itself', () => {
    const argTypes = fitControls({
      argTypes: {
        product: { name: 'product', type: { name: 'object', value: {} } },
        children: {
          name: 'children',
          type: { name: 'other', value: 'ReactNode' },
          control: 'text',
        },
      },
    } as never);
    expect(argTypes.product?.control).toBe(false);
    expect(argTypes.children?.control).toBe('text');
  });
});
