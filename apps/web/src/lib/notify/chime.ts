/**
 * The alert sound, made here rather than downloaded: a short two-note chime written as a 16-bit mono WAV.
 * No network, no file to ship, and the same bytes every time.
 */
const SAMPLE_RATE = 22_050;
const NOTES: { frequency: number; seconds: number }[] = [
  { frequency: 880, seconds: 0.09 },
  { frequency: 1_320, seconds: 0.14 },
];
const VOLUME = 0.35;

function writeText(view: DataView, offset: number, text: string) {
  for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
}

/** The chime's samples: each note fades in and out so it never clicks. */
export function chimeSamples(): Int16Array {
  const total = NOTES.reduce((sum, note) => sum + Math.round(note.seconds * SAMPLE_RATE), 0);
  const samples = new Int16Array(total);
  let offset = 0;
  for (const note of NOTES) {
    const length = Math.round(note.seconds * SAMPLE_RATE);
    for (let i = 0; i < length; i++) {
      const envelope = Math.min(1, i / 200, (length - i) / (length * 0.6));
      const value = Math.sin((2 * Math.PI * note.frequency * i) / SAMPLE_RATE) * envelope * VOLUME;
      samples[offset + i] = Math.round(value * 32_767);
    }
    offset += length;
  }
  return samples;
}

/** A RIFF/WAVE file of the chime. */
export function chimeWav(): Uint8Array<ArrayBuffer> {
  const samples = chimeSamples();
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  writeText(view, 0, "RIFF");
  view.setUint32(4, 36 + samples.length * 2, true);
  writeText(view, 8, "WAVE");
  writeText(view, 12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeText(view, 36, "data");
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, samples[i] ?? 0, true);
  return new Uint8Array(buffer);
}

let chimeUrl: string | undefined;

/** Plays the chime once. Browsers refuse sound before the first user gesture: that is not an error here. */
export function playChime(): void {
  if (typeof Audio === "undefined" || typeof URL.createObjectURL !== "function") return;
  chimeUrl ??= URL.createObjectURL(new Blob([chimeWav()], { type: "audio/wav" }));
  const audio = new Audio(chimeUrl);
  audio.play()?.catch(() => {});
}
