import { afterEach, describe, expect, it, vi } from "vitest";
import { canShowDesktopAlert, createSoundScheduler } from "./alert-rules";
import { chimeWav } from "./chime";

afterEach(() => vi.useRealTimers());

describe("alert rules", () => {
  it("plays the sound 100 ms after the event, once for events arriving together", () => {
    vi.useFakeTimers();
    const play = vi.fn();
    const sound = createSoundScheduler({ play, isMuted: () => false, now: () => Date.now() });
    sound.schedule();
    sound.schedule();
    vi.advanceTimersByTime(99);
    expect(play).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(1);
    // The notification that follows the message a moment later shares the sound.
    vi.advanceTimersByTime(200);
    sound.schedule();
    vi.advanceTimersByTime(200);
    expect(play).toHaveBeenCalledTimes(1);
    // A later event sounds again.
    vi.advanceTimersByTime(2_000);
    sound.schedule();
    vi.advanceTimersByTime(100);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("stays silent when muted, including a sound already waiting", () => {
    vi.useFakeTimers();
    let muted = false;
    const play = vi.fn();
    const sound = createSoundScheduler({ play, isMuted: () => muted });
    sound.schedule();
    muted = true;
    vi.advanceTimersByTime(500);
    sound.schedule();
    vi.advanceTimersByTime(500);
    expect(play).not.toHaveBeenCalled();
  });

  it("shows desktop alerts only on windows wider than 768 px, when granted and wanted", () => {
    const base = { enabled: true, permission: "granted" as const };
    expect(canShowDesktopAlert({ ...base, windowWidth: 1280 })).toBe(true);
    expect(canShowDesktopAlert({ ...base, windowWidth: 769 })).toBe(true);
    expect(canShowDesktopAlert({ ...base, windowWidth: 768 })).toBe(false);
    expect(canShowDesktopAlert({ ...base, windowWidth: 1280, enabled: false })).toBe(false);
    expect(canShowDesktopAlert({ ...base, windowWidth: 1280, permission: "denied" })).toBe(false);
    expect(canShowDesktopAlert({ ...base, windowWidth: 1280, permission: "unsupported" })).toBe(false);
  });

  it("makes its chime as a short PCM WAV, no download needed", () => {
    const wav = chimeWav();
    const text = (from: number, to: number) => String.fromCharCode(...wav.slice(from, to));
    expect(text(0, 4)).toBe("RIFF");
    expect(text(8, 12)).toBe("WAVE");
    const view = new DataView(wav.buffer);
    expect(view.getUint16(22, true)).toBe(1);
    const seconds = view.getUint32(40, true) / 2 / view.getUint32(24, true);
    expect(seconds).toBeGreaterThan(0.1);
    expect(seconds).toBeLessThan(0.5);
  });
});
