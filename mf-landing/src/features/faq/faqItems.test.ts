import { FAQ_ITEMS, toggleOpen } from './faqItems';

describe('FAQ content and rule', () => {
  it('has seven questions', () => {
    expect(FAQ_ITEMS).toHaveLength(7);
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(7);
  });

  it('keeps one item open at a time', () => {
    expect(toggleOpen(null, 2)).toBe(2);
    expect(toggleOpen(2, 4)).toBe(4);
    expect(toggleOpen(4, 4)).toBeNull();
  });
});
