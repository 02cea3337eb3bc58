import { clampPercent, ringStroke } from '../lib/progress';

const RADIUS = 42;

/** A progress ring with the percentage in its middle; `label` is what a screen reader hears. */
export function ProgressRing({
  percent,
  text,
  label,
  size = 112,
}: {
  percent: number;
  text: string;
  label: string;
  size?: number;
}) {
  const value = clampPercent(percent);
  const { circumference, offset } = ringStroke(value, RADIUS);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={label}
      aria-label={label}
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
      data-testid="progress-ring"
      data-value={value}
    >
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" className="-rotate-90 rtl:-scale-x-100">
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="10" className="stroke-surface-muted" />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={offset}
          className="stroke-accent transition-[stroke-dashoffset]"
        />
      </svg>
      <span aria-hidden="true" className="absolute text-xl font-bold text-fg">
        {text}
      </span>
    </div>
  );
}
