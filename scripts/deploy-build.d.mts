export const STORYBOOK_PATH: string;
export const STORYBOOK_POLICY: string;
export function storybookHeaders(options?: { cloudflare?: boolean }): string;
