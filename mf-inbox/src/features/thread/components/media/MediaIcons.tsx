// The media bubbles' decorative icons (their buttons and labels say it in words).
const ICON = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  'aria-hidden': true,
  focusable: false,
} as const;

export function MicIcon() {
  return (
    <svg {...ICON}>
      <rect x="5.5" y="1.5" width="5" height="8" rx="2.5" />
      <path d="M3 7.5a5 5 0 0 0 10 0M8 12.5v2" strokeLinecap="round" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...ICON}>
      <path d="M5 3v10l8-5z" fill="currentColor" strokeLinejoin="round" />
    </svg>
  );
}

export function FileIcon() {
  return (
    <svg {...ICON}>
      <path d="M4 1.5h5l3.5 3.5v9.5h-8.5z" strokeLinejoin="round" />
      <path d="M9 1.5V5h3.5" strokeLinejoin="round" />
    </svg>
  );
}
