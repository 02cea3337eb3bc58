'use client';
import { useLocale, useTranslations } from '#intl';
import type { Locale } from '@manara/i18n';
import { useId, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { FilterIcon } from './filter-icon';
import { activeFilterCount, languages, levels, type ListingConfig, type ListingState } from '../../lib/listing-state';
import { fieldLabel, selectClass } from './field-styles';
import { PriceRange } from './price-range';
import { countArgs } from '@/shared/lib/count-args';

export interface CategoryOption {
  slug: string;
  name: string;
}

interface FiltersPanelProps {
  config: ListingConfig;
  state: ListingState;
  categories: readonly CategoryOption[];
  /** The listing's path without a query: the "clear all" link. */
  resetHref: string;
  onChange?: (patch: Partial<ListingState>) => void;
}

/**
 * The filters a listing offers. Native selects (keyboard and screen-reader friendly on every
 * device); on small screens the panel hides behind a disclosure button showing the active count.
 */
export function FiltersPanel({ config, state, categories, resetHref, onChange }: FiltersPanelProps) {
  const t = useTranslations('explore');
  const locale = useLocale() as Locale;
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const offers = (name: ListingConfig['filters'][number]) => config.filters.includes(name);
  const active = activeFilterCount(state);

  return (
    <aside aria-labelledby={`${panelId}-heading`} className="mb-6 lg:mb-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex h-11 w-full items-center justify-center gap-2 rounded-xl border border-line bg-surface-raised font-semibold text-fg hover:border-accent lg:hidden"
      >
        <FilterIcon size={18} />
        {t('filters.toggle')}
        {active > 0 ? (
          <span className="rounded-full bg-accent px-2 text-xs text-on-accent">
            {t('filters.activeCount', countArgs(active, locale))}
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        className={`${open ? 'block' : 'hidden'} mt-3 space-y-5 rounded-card border border-line bg-surface-raised p-4 shadow-card lg:mt-0 lg:block`}
      >
        <h2 id={`${panelId}-heading`} className="text-lg font-bold text-fg">
          {t('filters.heading')}
        </h2>
        {offers('category') ? (
          <Select
            name="category"
            label={t('filters.category')}
            all={t('filters.allCategories')}
            value={state.category ?? ''}
            options={categories.map((c) => [c.slug, c.name])}
            onChange={(v) => onChange?.({ category: v || null })}
          />
        ) : null}
        {offers('type') && config.types ? (
          <Select
            name="type"
            label={t('filters.type')}
            all={t('filters.allTypes')}
            value={state.type ?? ''}
            options={config.types.map((type) => [type, t(`filters.typeOptions.${type}`)])}
            onChange={(v) => onChange?.({ type: (v || null) as ListingState['type'] })}
          />
        ) : null}
        {offers('level') ? (
          <Select
            name="level"
            label={t('filters.level')}
            all={t('filters.allLevels')}
            value={state.level ?? ''}
            options={levels.map((level) => [level, t(`levels.${level}`)])}
            onChange={(v) => onChange?.({ level: (v || null) as ListingState['level'] })}
          />
        ) : null}
        {offers('language') ? (
          <Select
            name="language"
            label={t('filters.language')}
            all={t('filters.allLanguages')}
            value={state.language ?? ''}
            options={languages.map((language) => [language, t(`languages.${language}`)])}
            onChange={(v) => onChange?.({ language: (v || null) as ListingState['language'] })}
          />
        ) : null}
        {offers('live') ? (
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-[0.95rem] font-semibold text-fg">
            <input
              type="checkbox"
              name="live"
              checked={state.live}
              onChange={(event) => onChange?.({ live: event.target.checked })}
              className="size-5 shrink-0 accent-[var(--accent)]"
            />
            {t('filters.live')}
          </label>
        ) : null}
        {offers('price') ? (
          <PriceRange
            key={`${state.min}-${state.max}`}
            min={state.min}
            max={state.max}
            onApply={(range) => onChange?.(range)}
          />
        ) : null}
        {active > 0 ? (
          <Link
            href={resetHref}
            scroll={false}
            className="inline-block rounded-lg py-1 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {t('filters.reset')}
          </Link>
        ) : null}
      </div>
    </aside>
  );
}

/** A native select whose first choice (`all`, the empty value) clears the filter; options are [value, label]. */
function Select({
  name,
  label,
  all,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  all: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        <option value="">{all}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
