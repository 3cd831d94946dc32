/**
 * Small real audio files written byte by byte, so the tests need no encoder: WAV (PCM), MP3
 * (silent MPEG-1 Layer III frames) and WebM as a browser's recorder writes it (Opus, no length
 * in the header, the size of the segment unknown).
 */

/** Mono 8-bit PCM at `rate` samples a second: 8 kHz makes 8 KB a second. */
export function makeWav(seconds: number, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const bytes = Buffer.alloc(44 + samples);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(36 + samples, 4);
  bytes.write('WAVE', 8, 'latin1');
  bytes.write('fmt ', 12, 'latin1');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20); // PCM
  bytes.writeUInt16LE(1, 22); // mono
  bytes.writeUInt32LE(rate, 24);
  bytes.writeUInt32LE(rate, 28); // bytes a second
  bytes.writeUInt16LE(1, 32);
  bytes.writeUInt16LE(8, 34);
  bytes.write('data', 36, 'latin1');
  bytes.writeUInt32LE(samples, 40);
  // A quiet tone rather than silence, so a player has something to play.
  for (let i = 0; i < samples; i += 1)
    bytes[44 + i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return bytes;
}

/** Silent MP3: frames of MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, each 1152 samples long. */
export function makeMp3(seconds: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.writeUInt32BE(0xfffb9000, 0);
  const frames = Math.max(2, Math.round((seconds * 44100) / 1152));
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

const vint = (n: number): Buffer => {
  // Sizes up to 2^28 in four bytes, which every element here fits.
  const b = Buffer.alloc(4);
  b.writeUInt32BE((0x10000000 | n) >>> 0);
  return b;
};
const element = (id: number[], ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from(id), vint(body.length), body]);
};
const uint = (id: number[], value: number) => element(id, Buffer.from([value]));
const str = (id: number[], value: string) => element(id, Buffer.from(value, 'latin1'));

/**
 * WebM as Chrome's MediaRecorder writes it: an Opus track, a segment of unknown size and no
 * duration in the header (the recorder cannot know it when it writes the header).
 */
export function makeRecorderWebm(blocks = 50): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    str([0x42, 0x82], 'webm'),
    uint([0x42, 0x87], 4),
    uint([0x42, 0x85], 2),
  );
  const rate = Buffer.alloc(4);
  rate.writeFloatBE(48000);
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
    str([0x4d, 0x80], 'Chrome'),
    str([0x57, 0x41], 'Chrome'),
  );
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element(
      [0xae],
      uint([0xd7], 1),
      uint([0x73, 0xc5], 1),
      uint([0x83], 2),
      str([0x86], 'A_OPUS'),
      element([0xe1], element([0xb5], rate), uint([0x9f], 1)),
    ),
  );
  // Opus silence frames, 20 ms apart.
  const simpleBlocks = Array.from({ length: blocks }, (_, i) => {
    const block = Buffer.from([0x81, 0, 0, 0x80, 0xf8, 0xff, 0xfe]);
    block.writeInt16BE(i * 20, 1);
    return element([0xa3], block);
  });
  const cluster = Buffer.concat([
    Buffer.from([0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    element([0xe7], Buffer.from([0])),
    ...simpleBlocks,
  ]);
  const segment = Buffer.concat([
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    info,
    tracks,
    cluster,
  ]);
  return Buffer.concat([header, segment]);
}
