import { describe, expect, it } from 'vitest';
import { ImportReportBuilder } from './importReport';

describe('ImportReportBuilder', () => {
  it('lists items up to its cap and keeps the totals exact past it', () => {
    const report = new ImportReportBuilder('zip', 3);
    for (let index = 0; index < 5; index++)
      report.add({
        source: `n${index}.md`,
        status: index === 4 ? 'failed' : 'imported',
        noteId: `id${index}`,
      });
    report.add({
      source: '.DS_Store',
      kind: 'file',
      status: 'skipped',
      reason: 'a hidden or system file',
    });
    const json = report.toJSON();
    expect(json.items.map((item) => item.source)).toEqual(['n0.md', 'n1.md', 'n2.md']);
    expect(json.omittedItems).toBe(3);
    expect(json.totals.notes).toEqual({
      in: 5,
      out: 4,
      imported: 4,
      partial: 0,
      failed: 1,
      alreadyImported: 0,
      skipped: 1,
    });
  });

  it('counts tag names once each, whatever their case, and keeps the first stop', () => {
    const report = new ImportReportBuilder('enex', 10);
    report.countTags(['Work', 'home'], ['Work']);
    report.countTags(['work', 'x,y'], ['work', 'x y']);
    report.stop('first');
    report.stop('second');
    expect(report.toJSON().totals.tags).toEqual({ in: 3, out: 2 });
    expect(report.toJSON().stoppedAt).toBe('first');
  });
});

describe('ImportReportBuilder details', () => {
  it('keeps at most 20 details per item and says how many more there were', () => {
    const report = new ImportReportBuilder('zip', 10);
    const details = Array.from({ length: 25 }, (_, index) => `missing image ${index}.png`);
    report.add({ source: 'a.md', status: 'partial', details });
    const [item] = report.toJSON().items;
    expect(item?.details).toHaveLength(21);
    expect(item?.details.at(-1)).toBe('… and 5 more');
  });
});
