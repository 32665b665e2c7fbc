import { describe, expect, it } from 'vitest';
import { isVideoBeingPrepared, videoOutcomeLabel, videoSummaryNote } from './recipe-videos.ts';

describe("an import's videos in words", () => {
  it('names each outcome, a refusal with its reason', () => {
    expect(videoOutcomeLabel(null)).toBeNull();
    expect(videoOutcomeLabel({ status: 'pending', reason: null })).toBe('Video being prepared');
    expect(videoOutcomeLabel({ status: 'preparing', reason: null })).toBe('Video being prepared');
    expect(videoOutcomeLabel({ status: 'stored', reason: null })).toBe('Video stored');
    expect(videoOutcomeLabel({ status: 'linked', reason: null })).toBe('Video kept as a link');
    expect(videoOutcomeLabel({ status: 'refused', reason: 'Video import is off' })).toBe(
      'Video skipped: Video import is off',
    );
  });

  it('sums up the videos of a job, saying nothing when there is none', () => {
    expect(videoSummaryNote([null, null])).toBe('');
    expect(
      videoSummaryNote([
        { status: 'pending', reason: null },
        { status: 'preparing', reason: null },
        { status: 'stored', reason: null },
        null,
        { status: 'refused', reason: 'too long' },
      ]),
    ).toBe('2 videos being prepared, 1 stored, 1 skipped');
    expect(videoSummaryNote([{ status: 'stored', reason: null }])).toBe('1 video stored');
  });

  it('knows which videos are still to come', () => {
    expect(isVideoBeingPrepared({ status: 'preparing', reason: null })).toBe(true);
    expect(isVideoBeingPrepared({ status: 'refused', reason: 'x' })).toBe(false);
    expect(isVideoBeingPrepared(null)).toBe(false);
  });
});
