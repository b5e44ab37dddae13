export function findChrome(): string | undefined;
export const CHROME_ARGS: string[];
export const NO_BROWSER_MESSAGE: string;
