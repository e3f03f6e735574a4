import { useId } from "react";

/**
 * The product's mark: a shopping bag with a tick, the same drawing as /favicon.svg.
 * Decorative: the product name is always written beside it.
 */
export function BrandMark({ size = 56 }: { size?: number }) {
  // The gradient id must be a plain name inside url(#...), whatever characters useId picks.
  const gradient = `brand-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2d94ff" />
          <stop offset="1" stopColor="#0062cc" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path d="M17 26h30l-2.6 21.2A4 4 0 0 1 40.4 51H23.6a4 4 0 0 1-4-3.8z" fill="#fff" />
      <path
        d="M24.5 26v-3.5a7.5 7.5 0 0 1 15 0V26"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M25.5 37.5l4.5 4.5 8.5-9"
        fill="none"
        stroke="#0063cf"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
