import { describe, expect, it } from 'vitest';
import { recordingTitle } from './audioFile';
import { recordingFile } from './recording';
import { levelFromRms } from './webRecording';

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

  it('titles a recording by its file name, or "Voice note"', () => {
    expect(recordingTitle(new File([], 'Interview with Ada.mp3'))).toBe('Interview with Ada');
    expect(recordingTitle(new File([], '.wav'))).toBe('Voice note');
  });
});
