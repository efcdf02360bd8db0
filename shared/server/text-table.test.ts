/** @jest-environment node */
import { table } from './text-table';

describe('table', () => {
  it('pads the first column to the left, the others to the right, under a rule', () => {
    expect(
      table(
        ['route', 'JS'],
        [
          ['/', '1.0 KB'],
          ['/blog', '12.5 KB'],
        ],
      ),
    ).toBe(['route       JS', '-----  -------', '/       1.0 KB', '/blog  12.5 KB'].join('\n'));
  });

  it('aligns as told, without trailing spaces', () => {
    expect(table(['a', 'bb'], [['ccc', 'd']], ['right', 'left'])).toBe(['  a  bb', '---  --', 'ccc  d'].join('\n'));
  });
});
