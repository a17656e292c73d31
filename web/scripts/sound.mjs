#!/usr/bin/env node
// `npm run sound -w web`: synthesises the match centre's goal sound, a short stadium horn, into
// web/public/goal-horn.wav (8-bit mono PCM at 16 kHz, about 14 KB). The output is committed; run
// this again only to change the sound.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../public/goal-horn.wav', import.meta.url));
const RATE = 16_000;
const SECONDS = 0.9;
// A major third on a B-flat, the interval of a two-tone air horn.
const TONES = [233.08, 293.66];

const count = Math.round(RATE * SECONDS);
const samples = new Uint8Array(count);
for (let i = 0; i < count; i++) {
  const t = i / RATE;
  const attack = Math.min(1, t / 0.03);
  const release = Math.min(1, (SECONDS - t) / 0.18);
  const vibrato = 1 + 0.004 * Math.sin(2 * Math.PI * 5.5 * t);
  let value = 0;
  // The first five harmonics, falling off, give the brassy edge of a horn.
  for (const tone of TONES)
    for (let h = 1; h <= 5; h++) value += Math.sin(2 * Math.PI * tone * h * vibrato * t) / h ** 1.3;
  const level = 0.42 * attack * Math.max(0, release);
  samples[i] = Math.round(128 + 127 * Math.tanh(value * 0.55) * level);
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + count, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM format chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // bytes per second
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(count, 40);
writeFileSync(OUT, Buffer.concat([header, samples]));
console.log(`Wrote ${OUT} (${44 + count} bytes)`);
