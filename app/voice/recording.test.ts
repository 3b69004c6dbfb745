import { describe, expect, it } from 'vitest';
import { recordingTitle } from './audioFile';
import { recordingFile } from './recording';
import { levelFromRms, loudestLevel, meterWindow } from './webRecording';

describe('recordings', () => {
  it('names a recording by what the browser or phone recorded', () => {
    expect(recordingFile([], 'audio/webm;codecs=opus')).toMatchObject({
      name: 'Voice note.webm',
      type: 'audio/webm',
    });
    expect(recordingFile([], 'audio/mp4').name).toBe('Voice note.m4a');
    expect(recordingFile([], 'audio/aac').name).toBe('Voice note.aac');
    expect(recordingFile([], '').name).toBe('Voice note.webm');
  });

  it('reads loudness in decibels: -60 dB and below is silence, 0 dB full', () => {
    expect(levelFromRms(0)).toBe(0);
    expect(levelFromRms(0.0005)).toBe(0);
    expect(levelFromRms(0.1)).toBeCloseTo(2 / 3);
    expect(levelFromRms(1)).toBe(1);
  });

  it('meters the loudest 1,024 samples of the window: a short sound between readings is heard', () => {
    const window = new Float32Array(meterWindow(48_000));
    expect(loudestLevel(window)).toBe(0);
    // A 20 ms beep at 0.1 of full scale, late in a 170 ms window of silence.
    const beep = window.subarray(6_000, 6_960);
    beep.fill(0.1);
    expect(loudestLevel(window)).toBeGreaterThan(0.6);
    // The last 21 ms alone, all one reading used to hear, are silent.
    expect(loudestLevel(window.subarray(window.length - 1_024))).toBe(0);
  });

  it('sizes the meter window to at least 150 ms of sound, in powers of two', () => {
    expect(meterWindow(48_000)).toBe(8_192);
    expect(meterWindow(44_100)).toBe(8_192);
    expect(meterWindow(96_000)).toBe(16_384);
    expect(meterWindow(8_000)).toBe(2_048);
    expect(meterWindow(1_000_000)).toBe(32_768);
  });

  it('titles a recording by its file name, or "Voice note"', () => {
    expect(recordingTitle(new File([], 'Interview with Ada.mp3'))).toBe('Interview with Ada');
    expect(recordingTitle(new File([], '.wav'))).toBe('Voice note');
  });
});
