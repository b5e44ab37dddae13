export function staticClosure(
  start: Iterable<string>,
  importsOf: (file: string) => readonly string[] | undefined,
): Set<string>;
