/** The brand mark: a lighthouse (منارة) on a magenta tile. Decorative; the wordmark names the brand. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--accent)" />
      <g fill="var(--accent-contrast)">
        <path d="M13.4 13.5h5.2l1.5 11h-8.2l1.5-11Z" />
        <rect x="12.6" y="9.6" width="6.8" height="2.8" rx="0.8" />
        <path d="M13.2 9.2 16 6l2.8 3.2h-5.6Z" />
        <rect x="9" y="24.2" width="14" height="2" rx="1" />
      </g>
      <g stroke="var(--accent-contrast)" strokeWidth="1.4" strokeLinecap="round" opacity="0.85">
        <path d="M21 10.2 26 8.4M21 11.8l5 1.8M11 10.2 6 8.4M11 11.8l-5 1.8" />
      </g>
    </svg>
  );
}
