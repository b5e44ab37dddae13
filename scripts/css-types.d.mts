export function cssModuleDeclaration(names: string[]): string;
export function classNamesOf(css: string): string[];
export function writeCssModuleTypes(cssFileName: string, names: string[]): boolean;
