import { clampPercent } from '../lib/progress';

/** A labelled progress bar (role=progressbar); `label` is the visible text it carries. */
export function ProgressBar({
  percent,
  label,
  className = '',
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  const value = clampPercent(percent);
  return (
    <div className={className}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={label}
        aria-label={label}
        className="h-2.5 overflow-hidden rounded-full bg-surface-muted"
        data-testid="progress-bar"
        data-value={value}
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <p className="mt-1.5 text-sm font-semibold text-fg-muted">{label}</p>
    </div>
  );
}
