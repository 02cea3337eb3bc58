'use client';
import type { Locale } from '@manara/i18n';
import { useEffect, useRef } from 'react';

interface Props {
  locale: Locale;
  label: string;
  days: ReadonlyArray<{ day: string; net: number }>;
}

/**
 * Revenue per day as a bar chart (decision 0059). Chart.js is loaded here only, when the studio's
 * dashboard shows: its numbers follow the page's language (Arabic-Indic digits in Arabic) and in
 * Arabic the days run from the right, legend and tooltips right to left. The table beside it
 * carries the same figures for screen readers.
 */
export function RevenueChart({ locale, label, days }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    void import('chart.js/auto').then(({ default: Chart }) => {
      if (cancelled || !canvas.current) return;
      const rtl = locale === 'ar';
      const intl = rtl ? 'ar-EG' : 'en-EG';
      const style = getComputedStyle(canvas.current);
      chart = new Chart(canvas.current, {
        type: 'bar',
        data: {
          labels: days.map((d) =>
            new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
              new Date(`${d.day}T00:00:00Z`),
            ),
          ),
          datasets: [
            {
              label,
              data: days.map((d) => d.net),
              backgroundColor: style.getPropertyValue('--color-accent') || '#0f766e',
            },
          ],
        },
        options: {
          locale: intl,
          animation: false,
          maintainAspectRatio: false,
          scales: { x: { reverse: rtl }, y: { position: rtl ? 'right' : 'left', beginAtZero: true } },
          plugins: {
            legend: { rtl, textDirection: rtl ? 'rtl' : 'ltr' },
            tooltip: { rtl, textDirection: rtl ? 'rtl' : 'ltr' },
          },
        },
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [locale, label, days]);
  return (
    <div className="relative h-64">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
