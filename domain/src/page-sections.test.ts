import { describe, expect, it } from 'vitest';
import { fillSection } from './page-sections.ts';

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe('fillSection', () => {
  it('leaves out what a section above shows and fills from the next candidates', () => {
    expect(fillSection(items('a', 'b', 'c', 'd', 'e', 'f'), items('b', 'x', 'd'), 3)).toEqual(
      items('a', 'c', 'e'),
    );
  });

  it('keeps the candidates in order and never gives more than asked', () => {
    expect(fillSection(items('c', 'a', 'b'), [], 2)).toEqual(items('c', 'a'));
    expect(fillSection(items('a'), items('a'), 4)).toEqual([]);
  });
});
