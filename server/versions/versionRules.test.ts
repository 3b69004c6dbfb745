import {
  VERSION_AUTO_INTERVAL_MS,
  VERSION_RETENTION_DAYS,
  VERSIONS_ALWAYS_KEPT,
} from '@common/schemas/versions';
import type { JSONContent } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import {
  autoVersionDue,
  contentDiffers,
  planBlockRestore,
  versionsToPrune,
  type BlockStep,
} from './versionRules';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

describe('versionsToPrune', () => {
  const versions = (ages: number[]) =>
    ages.map((age, index) => ({ id: `v${index}`, createdAt: daysAgo(age) }));

  it('keeps every version younger than the retention', () => {
    const young = versions(Array.from({ length: 80 }, (_, i) => i % VERSION_RETENTION_DAYS));
    expect(versionsToPrune(young, now)).toEqual([]);
  });

  it('deletes old versions beyond the newest 50', () => {
    // 60 versions, one a day, from 1 to 60 days... then 40 more from 100 to 139 days old.
    const ages = [
      ...Array.from({ length: 60 }, (_, i) => i + 1),
      ...Array.from({ length: 40 }, (_, i) => i + 100),
    ];
    const pruned = versionsToPrune(versions(ages), now);
    // The newest 50 stay; of the other 50, only the 40 past 90 days go.
    expect(pruned).toHaveLength(40);
    expect(pruned).toEqual(Array.from({ length: 40 }, (_, i) => `v${60 + i}`));
  });

  it('always keeps the newest 50, however old', () => {
    const ancient = versions(Array.from({ length: VERSIONS_ALWAYS_KEPT + 3 }, (_, i) => 400 + i));
    const pruned = versionsToPrune(ancient, now);
    expect(pruned).toEqual(['v50', 'v51', 'v52']);
  });

  it('decides on dates, not on the order it is given', () => {
    const shuffled = versions(Array.from({ length: 55 }, (_, i) => 200 + i)).reverse();
    expect(versionsToPrune(shuffled, now).sort()).toEqual(['v50', 'v51', 'v52', 'v53', 'v54']);
  });

  it('keeps a version exactly at the retention edge', () => {
    const edge = versions([...Array.from({ length: 50 }, () => 1), VERSION_RETENTION_DAYS]);
    expect(versionsToPrune(edge, now)).toEqual([]);
  });
});

describe('autoVersionDue', () => {
  it('is due with no version, and once the newest is ten minutes old', () => {
    expect(autoVersionDue(undefined, now)).toBe(true);
    expect(autoVersionDue(new Date(now.getTime() - VERSION_AUTO_INTERVAL_MS + 1), now)).toBe(false);
    expect(autoVersionDue(new Date(now.getTime() - VERSION_AUTO_INTERVAL_MS), now)).toBe(true);
  });
});

const paragraph = (text: string): JSONContent => ({
  type: 'paragraph',
  content: [{ type: 'text', text }],
});

describe('contentDiffers', () => {
  const body = (...blocks: JSONContent[]): JSONContent => ({ type: 'doc', content: blocks });

  it('sees a change that only adds an image', () => {
    const before = { title: 'Trip', body: body(paragraph('Beach')) };
    const after = {
      title: 'Trip',
      body: body(paragraph('Beach'), {
        type: 'image',
        attrs: { src: '/api/attachments/1', alt: null, title: null },
      }),
    };
    expect(contentDiffers(before, after)).toBe(true);
  });

  it('sees a recording and a mark, and a changed title', () => {
    const base = { title: 'A', body: body(paragraph('word')) };
    expect(
      contentDiffers(base, {
        ...base,
        body: body(paragraph('word'), { type: 'audio', attrs: { src: '/api/attachments/2' } }),
      }),
    ).toBe(true);
    expect(
      contentDiffers(base, {
        ...base,
        body: body({
          type: 'paragraph',
          content: [{ type: 'text', text: 'word', marks: [{ type: 'bold' }] }],
        }),
      }),
    ).toBe(true);
    expect(contentDiffers(base, { ...base, title: 'B' })).toBe(true);
  });

  it('finds equal content equal', () => {
    const a = { title: 'A', body: body(paragraph('one'), paragraph('two')) };
    expect(contentDiffers(a, structuredClone(a))).toBe(false);
  });
});

/** Runs the steps on the current blocks, as restoreInto runs them on the Yjs body. */
function applySteps(current: string[], target: string[], steps: BlockStep[]) {
  const result = [...current];
  const kept: number[] = [];
  let position = 0;
  for (const step of steps) {
    if ('keep' in step) {
      for (let i = 0; i < step.keep; i++) kept.push(position + i);
      position += step.keep;
    } else if ('remove' in step) result.splice(position, step.remove);
    else {
      result.splice(position, 0, ...step.insert.map((index) => target[index] ?? ''));
      position += step.insert.length;
    }
  }
  return { result, kept: kept.length };
}

describe('planBlockRestore', () => {
  const key = (block: JSONContent) => JSON.stringify(block);
  const blocks = (...texts: string[]) => texts.map((text) => key(paragraph(text)));

  it('keeps equal blocks and replaces only the ones that differ', () => {
    const current = blocks('one', 'TWO edited', 'three', 'four added');
    const target = blocks('one', 'two', 'three');
    const steps = planBlockRestore(current, target);
    expect(steps).toEqual([
      { keep: 1 },
      { remove: 1 },
      { insert: [1] },
      { keep: 1 },
      { remove: 1 },
    ]);
    const { result, kept } = applySteps(current, target, steps);
    expect(result).toEqual(target);
    expect(kept).toBe(2);
  });

  it('brings back a deleted block where it was', () => {
    const current = blocks('a', 'c');
    const target = blocks('a', 'b', 'c');
    expect(planBlockRestore(current, target)).toEqual([{ keep: 1 }, { insert: [1] }, { keep: 1 }]);
  });

  it('restores to an empty body and from one', () => {
    expect(applySteps(blocks('x', 'y'), [], planBlockRestore(blocks('x', 'y'), [])).result).toEqual(
      [],
    );
    const target = blocks('p', 'q');
    expect(applySteps([], target, planBlockRestore([], target)).result).toEqual(target);
  });

  it('replaces the whole body when the difference is too large to diff on the event loop', () => {
    const current = Array.from({ length: 3000 }, (_, i) => `old ${i}`);
    const target = Array.from({ length: 3000 }, (_, i) => `new ${i}`);
    const started = performance.now();
    const steps = planBlockRestore(current, target);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(applySteps(current, target, steps).result).toEqual(target);
  });
});
