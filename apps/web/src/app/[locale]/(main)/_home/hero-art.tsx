/** Decorative hero illustration: a lighthouse tile with light beams and floating learning cards. */
export function HeroArt() {
  return (
    <svg
      viewBox="0 0 480 400"
      className="h-auto w-full max-w-[18rem] sm:max-w-[30rem]"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-tile" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b0307a" />
          <stop offset="1" stopColor="#5f1541" />
        </linearGradient>
        <linearGradient id="hero-beam" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fbe4f1" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fbe4f1" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="hero-beam-back" x1="1" y1="0" x2="0" y2="0">
          <stop offset="0" stopColor="#fbe4f1" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fbe4f1" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="200" r="180" fill="var(--accent-soft)" />
      <rect x="120" y="60" width="240" height="280" rx="36" fill="url(#hero-tile)" />
      <path d="M240 118 L420 70 L420 166 Z" fill="url(#hero-beam)" opacity="0.7" />
      <path d="M240 118 L60 70 L60 166 Z" fill="url(#hero-beam-back)" opacity="0.45" />
      <g fill="#fff">
        <path d="M222 150h36l12 150h-60z" opacity="0.95" />
        <rect x="214" y="112" width="52" height="26" rx="6" />
        <path d="M218 110l22-26 22 26z" />
        <rect x="186" y="298" width="108" height="12" rx="6" />
      </g>
      <g fill="#8e1f61" opacity="0.55">
        <rect x="226" y="190" width="28" height="8" rx="4" />
        <rect x="222" y="236" width="36" height="8" rx="4" />
      </g>
      <g>
        <rect x="20" y="228" width="150" height="92" rx="18" fill="var(--surface-raised)" stroke="var(--border)" />
        <circle cx="58" cy="274" r="22" fill="none" stroke="var(--border)" strokeWidth="8" />
        <circle
          cx="58"
          cy="274"
          r="22"
          fill="none"
          stroke="#8e1f61"
          strokeWidth="8"
          strokeDasharray="100 139"
          strokeLinecap="round"
          transform="rotate(-90 58 274)"
        />
        <rect x="92" y="258" width="60" height="9" rx="4.5" fill="var(--text)" opacity="0.75" />
        <rect x="92" y="278" width="44" height="8" rx="4" fill="var(--text-muted)" opacity="0.5" />
      </g>
      <g>
        <rect x="318" y="40" width="150" height="84" rx="18" fill="var(--surface-raised)" stroke="var(--border)" />
        <g fill="#f5b400">
          {[0, 1, 2, 3, 4].map((i) => (
            <path
              key={i}
              transform={`translate(${338 + i * 22} 62)`}
              d="M8 0l2.4 5 5.6.8-4 3.9.9 5.5L8 12.6 3.1 15.2 4 9.7 0 5.8l5.6-.8z"
            />
          ))}
        </g>
        <rect x="338" y="90" width="110" height="10" rx="5" fill="var(--surface-muted)" />
        <rect x="338" y="90" width="78" height="10" rx="5" fill="#8e1f61" />
      </g>
    </svg>
  );
}
