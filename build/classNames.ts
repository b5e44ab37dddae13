import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/** Characters of the hash a class name keeps: 36^6 names, so a clash is a one-in-millions event. */
const LENGTH = 6;

/**
 * The site's CSS-module class names: `_` and six characters hashed from the stylesheet's path
 * and the class's own name, the same in the browser's build and the prerender's. Development and
 * Storybook keep Vite's readable names. A clash of two classes fails the build, naming both.
 */
export function shortClassNames(root: string, length = LENGTH) {
  const owners = new Map<string, string>();
  return (name: string, filename: string): string => {
    const owner = `${relative(root, filename.replace(/\?.*$/, ''))}#${name}`;
    const hash = BigInt(`0x${createHash('sha256').update(owner).digest('hex').slice(0, 12)}`);
    const short = `_${hash.toString(36).slice(-length).padStart(length, '0')}`;
    const known = owners.get(short);
    if (known !== undefined && known !== owner)
      throw new Error(`class names: ${owner} and ${known} would both be ${short}`);
    owners.set(short, owner);
    return short;
  };
}
