/**
 * A plain-text table, as the project's terminal reports print them (`npm run telemetry`, the
 * bench): a header, a rule, and a row per line, columns two spaces apart. The first column is
 * left-aligned and the others right-aligned (figures), unless `align` says otherwise.
 */
export type Align = 'left' | 'right';

export function table(headers: string[], rows: string[][], align: Align[] = []): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return (align[column] ?? (column === 0 ? 'left' : 'right')) === 'left'
          ? cell.padEnd(width)
          : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
