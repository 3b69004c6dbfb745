import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { YearHeatmap, type HeatmapDay } from './YearHeatmap';
import { buildYearGrid } from './yearGrid';

describe('buildYearGrid', () => {
  it('lays 53 Monday-first weeks ending with the week of the end date', () => {
    // 2026-03-04 is a Wednesday.
    const grid = buildYearGrid('2026-03-04');
    expect(grid.weeks).toHaveLength(53);
    expect(grid.start).toBe('2025-03-03'); // a Monday, 52 weeks before 2026-03-02
    expect(grid.weeks[0]?.[0]).toBe('2025-03-03');
    expect(grid.weeks[52]).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      null,
      null,
      null,
      null,
    ]);
  });

  it('labels each month once, spanning its week columns', () => {
    const grid = buildYearGrid('2026-03-04');
    expect(grid.months.map((month) => month.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(grid.months.reduce((sum, month) => sum + month.span, 0)).toBe(53);
  });
});

describe('YearHeatmap', () => {
  const days: HeatmapDay[] = [
    { date: '2026-03-04', level: 4, label: '4 March: done' },
    { date: '2026-03-02', level: 2, label: '2 March: skipped' },
    { date: '2024-01-01', level: 4, label: 'long ago' },
  ];

  it('is a captioned figure with a summary and one labelled cell per day', () => {
    render(<YearHeatmap days={days} end="2026-03-04" caption="Read over the last year" />);
    const figure = screen.getByRole('figure', { name: /Read over the last year/ });
    // Days before the grid are not counted.
    expect(figure).toHaveTextContent('2 days marked from');
    const table = within(figure).getByRole('table', { name: 'Read over the last year' });
    const cells = table.querySelectorAll('td[data-date]');
    expect(cells).toHaveLength(52 * 7 + 3);
    const done = table.querySelector('td[data-date="2026-03-04"]');
    expect(done).toHaveAttribute('title', '4 March: done');
    expect(done).toHaveAttribute('data-level', '4');
    expect(within(done as HTMLElement).getByText('4 March: done')).toBeInTheDocument();
    // A day without data is still named, by its date.
    expect(table.querySelector('td[data-date="2026-03-03"]')?.getAttribute('title')).toMatch(
      /2026/,
    );
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });

  it('scrolls inside its own keyboard-reachable box', () => {
    render(<YearHeatmap days={days} end="2026-03-04" caption="Read" summary="Done 2 times." />);
    const region = screen.getByRole('region', { name: 'Read' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.className).toContain('overflow-x-auto');
    expect(screen.getByRole('figure')).toHaveTextContent('Done 2 times.');
  });

  it('colours levels from the given scale', () => {
    render(
      <YearHeatmap
        days={days}
        end="2026-03-04"
        caption="Mood"
        scale={['rgb(1, 0, 0)', 'rgb(2, 0, 0)', 'rgb(3, 0, 0)', 'rgb(4, 0, 0)']}
      />,
    );
    const cell = document.querySelector<HTMLElement>('td[data-date="2026-03-02"]');
    expect(cell?.style.backgroundColor).toBe('rgb(2, 0, 0)');
  });
});
