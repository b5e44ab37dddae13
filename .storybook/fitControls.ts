import type { ArgTypesEnhancer, SBType } from 'storybook/internal/types';

/**
 * Gives every prop a control that fits it, for stories that do not set one: Storybook would show
 * an object, array, React node or mixed union as raw JSON. Text-like unions get a text field;
 * everything else complex gets no control (stories set those through args and fixtures).
 */
export function controlFor(type: SBType | undefined): false | 'text' | 'number' | undefined {
  if (!type) return undefined;
  switch (type.name) {
    case 'object':
    case 'array':
    case 'intersection':
    case 'other':
      return false;
    case 'union': {
      const names = type.value.map((t) => t.name);
      if (names.every((n) => n === 'number')) return 'number';
      if (names.includes('string')) return 'text';
      return false;
    }
    default:
      return undefined;
  }
}

export const fitControls: ArgTypesEnhancer = (context) => {
  const argTypes = { ...context.argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    if (!argType || 'control' in argType) continue;
    const control = controlFor(argType.type as SBType | undefined);
    if (control === undefined) continue;
    argTypes[name] = { ...argType, control: control === false ? false : { type: control } };
  }
  return argTypes;
};
