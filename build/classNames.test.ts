import { describe, expect, it } from 'vitest';
import { shortClassNames } from './classNames.ts';

const ROOT = '/work/site';
const HEADER = `${ROOT}/src/components/organisms/Header/Header.module.css`;
const FOOTER = `${ROOT}/src/components/organisms/Footer/Footer.module.css`;

describe('shortClassNames', () => {
  it('gives a class a short name that is a valid CSS class, the same in every build', () => {
    const name = shortClassNames(ROOT)('root', HEADER);
    expect(name).toMatch(/^_[0-9a-z]{6}$/);
    expect(shortClassNames(ROOT)('root', HEADER)).toBe(name);
    expect(shortClassNames(ROOT)('root', `${HEADER}?used`)).toBe(name);
  });

  it('names a class from its stylesheet and its own name, whatever folder the site is in', () => {
    const names = shortClassNames(ROOT);
    expect(names('root', HEADER)).not.toBe(names('root', FOOTER));
    expect(names('root', HEADER)).not.toBe(names('bar', HEADER));
    expect(shortClassNames('/elsewhere')('root', HEADER.replace(ROOT, '/elsewhere'))).toBe(
      names('root', HEADER),
    );
  });

  it('fails the build, naming both classes, when two would share a name', () => {
    // One character leaves 36 names: the 37th class must clash with one before it.
    const names = shortClassNames(ROOT, 1);
    expect(() => {
      for (let i = 0; i <= 36; i++) names(`c${i}`, HEADER);
    }).toThrow(
      /class names: src\/components\/organisms\/Header\/Header\.module\.css#c\d+ and .*#c\d+ would both be _[0-9a-z]/,
    );
  });
});
