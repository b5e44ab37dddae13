export function cssModuleDeclaration(names: string[]): string;
export function classNamesOf(css: string): string[];
