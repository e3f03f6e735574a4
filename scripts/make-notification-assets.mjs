#!/usr/bin/env node
/**
 * Makes the two files the notification spec names (section 7): the sound
 * /sounds/notify.mp3 and the icon /favicon.ico, in apps/web/public. Nothing is
 * downloaded: the chime is synthesised here and encoded with Debian's `lame`
 * (apt-get install -y lame); the icon is drawn here after favicon.svg (the
 * blue rounded square with the white bag and the tick) as a 16 and 32 px ICO.
 *
 *   node scripts/make-notification-assets.mjs
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const publicDir = join(import.meta.dirname, "../apps/web/public");

// ---- The chime: two soft bell tones (A5 then E6), 0.6 s, mono 22.05 kHz.
function chimeWav() {
  const rate = 22050;
  const length = Math.round(rate * 0.6);
  const samples = new Int16Array(length);
  const notes = [
    { frequency: 880, start: 0, gain: 0.5 },
    { frequency: 1318.5, start: 0.12, gain: 0.45 },
  ];
  for (let i = 0; i < length; i++) {
    const t = i / rate;
    let value = 0;
    for (const note of notes) {
      const local = t - note.start;
      if (local < 0) continue;
      // A 5 ms attack avoids a click; the exponential decay makes it a bell, not a beep.
      const envelope = Math.min(1, local / 0.005) * Math.exp(-local * 7);
      const tone =
        Math.sin(2 * Math.PI * note.frequency * local) +
        0.25 * Math.sin(4 * Math.PI * note.frequency * local);
      value += note.gain * envelope * tone;
    }
    samples[i] = Math.max(-1, Math.min(1, value * 0.8)) * 32767;
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer)]);
}

function makeSound() {
  const work = mkdtempSync(join(tmpdir(), "notify-"));
  try {
    const wav = join(work, "notify.wav");
    writeFileSync(wav, chimeWav());
    mkdirSync(join(publicDir, "sounds"), { recursive: true });
    // 48 kbit/s mono keeps it a few KB; a chime needs no more.
    execFileSync("lame", ["--quiet", "-m", "m", "-b", "48", wav, join(publicDir, "sounds/notify.mp3")]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ---- The icon, drawn in favicon.svg's 64-unit space and supersampled.
function distanceToSegment(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const BAG = [
  [17, 26],
  [47, 26],
  [44.4, 47.2],
  [40.4, 51],
  [23.6, 51],
  [19.6, 47.2],
];

/** The colour at one point, or null outside the rounded square. */
function colourAt(x, y) {
  const r = 16;
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  if (Math.hypot(x - cx, y - cy) > r) return null;
  const tick =
    Math.min(distanceToSegment(x, y, 25.5, 37.5, 30, 42), distanceToSegment(x, y, 30, 42, 38.5, 33)) <= 2;
  if (tick) return [0x00, 0x7b, 0xff];
  const handle =
    (y <= 22.5 && Math.abs(Math.hypot(x - 32, y - 22.5) - 7.5) <= 2) ||
    (y > 22.5 && y <= 26 && (Math.abs(x - 24.5) <= 2 || Math.abs(x - 39.5) <= 2));
  if (handle || insidePolygon(x, y, BAG)) return [0xff, 0xff, 0xff];
  const g = (x + y) / 128; // the diagonal gradient #2d94ff to #0062cc
  return [0x2d + (0x00 - 0x2d) * g, 0x94 + (0x62 - 0x94) * g, 0xff + (0xcc - 0xff) * g];
}

function bitmap(size) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let hits = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt(
            ((col + (sx + 0.5) / samples) * 64) / size,
            ((row + (sy + 0.5) / samples) * 64) / size,
          );
          if (!colour) continue;
          red += colour[0];
          green += colour[1];
          blue += colour[2];
          hits++;
        }
      }
      // BMP rows run bottom-up, pixels as BGRA with straight alpha.
      const at = ((size - 1 - row) * size + col) * 4;
      if (hits) {
        pixels[at] = Math.round(blue / hits);
        pixels[at + 1] = Math.round(green / hits);
        pixels[at + 2] = Math.round(red / hits);
      }
      pixels[at + 3] = Math.round((255 * hits) / (samples * samples));
    }
  }
  const info = Buffer.alloc(40);
  info.writeUInt32LE(40, 0);
  info.writeInt32LE(size, 4);
  info.writeInt32LE(size * 2, 8); // colour rows plus the AND mask's, as ICO wants
  info.writeUInt16LE(1, 12);
  info.writeUInt16LE(32, 14);
  info.writeUInt32LE(pixels.length, 20);
  const maskRow = Math.ceil(size / 32) * 4;
  return Buffer.concat([info, pixels, Buffer.alloc(maskRow * size)]);
}

function makeIcon() {
  const sizes = [16, 32];
  const images = sizes.map(bitmap);
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, index) => {
    const entry = 6 + index * 16;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(images[index].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += images[index].length;
  });
  writeFileSync(join(publicDir, "favicon.ico"), Buffer.concat([header, ...images]));
}

makeSound();
makeIcon();
