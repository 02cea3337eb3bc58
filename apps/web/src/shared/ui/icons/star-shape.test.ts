import { describe, expect, it } from 'vitest';
import { StarShape, starRow } from './catalogue-icons';

/** The corners a path of one `M x y` and relative `l` moves visits, rounded to a tenth. */
function corners(path: string): Array<[number, number]> {
  const numbers = (text: string) => (text.match(/-?\d*\.?\d+/g) ?? []).map(Number);
  const [x0, y0] = numbers(/^M([^l]+)/.exec(path)![1]!);
  const moves = numbers(/l([^z]+)z/.exec(path)![1]!);
  const points: Array<[number, number]> = [[x0!, y0!]];
  for (let i = 0; i < moves.length; i += 2) {
    const [x, y] = points[points.length - 1]!;
    points.push([Math.round((x + moves[i]!) * 10) / 10, Math.round((y + moves[i + 1]!) * 10) / 10]);
  }
  return points;
}

describe('the rating star', () => {
  it('visits the ten corners of the star it was drawn as', () => {
    expect(corners(StarShape)).toEqual([
      [12, 2.8],
      [14.8, 8.6],
      [21.1, 9.5],
      [16.5, 13.9],
      [17.6, 20.2],
      [12, 17.2],
      [6.4, 20.2],
      [7.5, 13.9],
      [2.9, 9.5],
      [9.2, 8.6],
    ]);
  });

  it('repeats in a row one 24-unit square apart', () => {
    const row = starRow(3).split(/(?=M)/);
    expect(row).toHaveLength(3);
    expect(row.map((star) => corners(star)[0])).toEqual([
      [12, 2.8],
      [36, 2.8],
      [60, 2.8],
    ]);
    expect(row[0]).toBe(StarShape);
  });
});
