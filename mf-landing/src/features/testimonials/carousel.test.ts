import { stepIndex, visibleWindow } from './carousel';

describe('visibleWindow', () => {
  it('shows `size` consecutive items from the start', () => {
    expect(visibleWindow(0, 3, 7)).toEqual([0, 1, 2]);
    expect(visibleWindow(4, 3, 7)).toEqual([4, 5, 6]);
  });

  it('wraps around past the last item', () => {
    expect(visibleWindow(5, 3, 7)).toEqual([5, 6, 0]);
    expect(visibleWindow(6, 3, 7)).toEqual([6, 0, 1]);
    expect(visibleWindow(6, 1, 7)).toEqual([6]);
  });

  it('normalises starts outside the list', () => {
    expect(visibleWindow(-1, 3, 7)).toEqual([6, 0, 1]);
    expect(visibleWindow(9, 3, 7)).toEqual([2, 3, 4]);
  });

  it('never shows an item twice or from an empty list', () => {
    expect(visibleWindow(1, 5, 2)).toEqual([1, 0]);
    expect(visibleWindow(0, 3, 0)).toEqual([]);
  });
});

describe('stepIndex', () => {
  it('moves forwards and backwards with wrap-around', () => {
    expect(stepIndex(0, 1, 7)).toBe(1);
    expect(stepIndex(6, 1, 7)).toBe(0);
    expect(stepIndex(0, -1, 7)).toBe(6);
    expect(stepIndex(3, -1, 7)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
