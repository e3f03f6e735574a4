/** A colour as "#rrggbb" or as a browser computes it ("rgb(255, 255, 255)"). */
function channels(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  const parts = hex
    ? hex.slice(1).map((part) => Number.parseInt(part, 16))
    : colour.match(/\d+(\.\d+)?/g)?.map(Number);
  const [r, g, b] = parts ?? [];
  if (r === undefined || g === undefined || b === undefined) throw new Error(`not a colour: ${colour}`);
  return [r, g, b];
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two opaque colours (Lighthouse's contrast audit asks 4.5:1 of small text). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
