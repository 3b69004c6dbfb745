import { describe, expect, it } from 'vitest';
import { journalDayAt, journalReminder, type ReminderInput } from './reminderDecision';

const settings = { timeZone: 'Europe/Berlin', dayStartsAt: '04:00', reminderTime: '21:00' };
// 20:30 UTC is 21:30 in Berlin in winter.
const evening = new Date('2026-11-24T20:30:00Z');

function decide(overrides: Partial<ReminderInput>) {
  return journalReminder({
    settings,
    now: evening,
    hasEntry: false,
    notifiedOn: null,
    canNotify: false,
    ...overrides,
  });
}

describe('journalReminder', () => {
  it('shows a banner after the reminder time when today has no entry', () => {
    expect(decide({})).toBe('banner');
  });

  it('says nothing once today has an entry, or while that is not known yet', () => {
    expect(decide({ hasEntry: true })).toBe('none');
    expect(decide({ hasEntry: undefined })).toBe('none');
  });

  it('says nothing before the reminder time, nor with the reminder off', () => {
    expect(decide({ now: new Date('2026-11-24T19:59:00Z') })).toBe('none');
    expect(decide({ now: new Date('2026-11-24T20:00:00Z') })).toBe('banner');
    expect(decide({ settings: { ...settings, reminderTime: null } })).toBe('none');
  });

  it('keeps reminding after midnight until the day starts (01:00 belongs to yesterday)', () => {
    const night = new Date('2026-11-25T00:00:00Z'); // 01:00 in Berlin
    expect(journalDayAt(settings, night)).toBe('2026-11-24');
    expect(decide({ now: night })).toBe('banner');
    // 04:30 in Berlin: a new day, before its reminder time.
    expect(decide({ now: new Date('2026-11-25T03:30:00Z') })).toBe('none');
  });

  it('reads the time in the user’s zone, not the machine’s', () => {
    const tokyo = { ...settings, timeZone: 'Asia/Tokyo' };
    // 20:30 UTC is 05:30 the next morning in Tokyo.
    expect(decide({ settings: tokyo })).toBe('none');
    expect(decide({ settings: tokyo, now: new Date('2026-11-24T12:30:00Z') })).toBe('banner');
  });

  it('notifies once a day instead of the banner when installed with permission', () => {
    expect(decide({ canNotify: true })).toBe('notify');
    expect(decide({ canNotify: true, notifiedOn: '2026-11-24' })).toBe('none');
    expect(decide({ canNotify: true, notifiedOn: '2026-11-23' })).toBe('notify');
    expect(decide({ canNotify: true, hasEntry: true })).toBe('none');
  });
});
