import { describe, expect, it } from 'vitest';
import { joinList, splitCommaList, splitIdList } from './lists';

describe('splitCommaList', () => {
  it('splits, trims and drops blanks', () => {
    expect(splitCommaList(' modern, oak , ,mirror,')).toEqual(['modern', 'oak', 'mirror']);
    expect(splitCommaList('')).toEqual([]);
    expect(splitCommaList(' , ')).toEqual([]);
  });
});

describe('splitIdList', () => {
  it('keeps only whole numbers', () => {
    expect(splitIdList('3, 5,abc, 1.5, , 12')).toEqual([3, 5, 12]);
    expect(splitIdList('1e3, 0x10, -4')).toEqual([]);
  });
});

describe('joinList', () => {
  it('joins with a comma and a space', () => {
    expect(joinList(['a', 'b'])).toBe('a, b');
    expect(joinList([1, 2, 3])).toBe('1, 2, 3');
    expect(joinList([])).toBe('');
  });

  it('round-trips with splitCommaList', () => {
    expect(splitCommaList(joinList(['x y', 'z']))).toEqual(['x y', 'z']);
  });
});
