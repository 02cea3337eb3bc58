'use client';
import { formatCairoTime, formatEgp, formatLongDate, formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioConfirm } from '@/features/studio/components/studio-confirm';
import { StudioFacts } from '@/features/studio/components/studio-facts';
import { useRouter } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { spreadFieldErrors, type FieldErrorMap } from '@/shared/ui/form/field-errors';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import {
  createCouponMutation,
  setCouponActiveMutation,
  studioCouponQuery,
  updateCouponMutation,
  type StudioCouponDetail,
} from '../api/studio-coupon-documents';
import {
  couponFormOf,
  couponInputOf,
  emptyCouponForm,
  type CouponFormValues,
  type CouponScope,
  type ProgramType,
  unreadableNumbers,
} from '../lib/coupon-form';
import { useCouponValue } from './coupon-list';
import { CouponStatusBadge } from './coupon-status-badge';
import { Check, ChoiceGroup } from './coupon-choices';
import { ProgramPicker } from './coupon-program-picker';
import { useCategoryNames } from '../hooks/use-category-names';

const scopes: CouponScope[] = ['EVERYTHING', 'CATEGORIES', 'PROGRAMS', 'PROGRAM_TYPES'];
const programTypes: ProgramType[] = ['COURSE', 'WORKSHOP', 'DIPLOMA'];
const formFields = Object.keys(emptyCouponForm);

type Alert = { tone: 'error' | 'success'; message: string; conflict?: boolean } | null;

/**
 * One form for a new coupon and for editing one (decision 0053): every term with its error under
 * it, the validity window in Cairo time, scope pickers, and for a stored coupon its uses and
 * revenue, disable or enable after a confirmation, and saves on the version opened.
 */
export function CouponEditor({ couponId }: { couponId?: string }) {
  const t = useTranslations('studio.coupons');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const categories = useCategoryNames(locale);
  const valueOf = useCouponValue();
  const [detail, setDetail] = useState<StudioCouponDetail | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [values, setValues] = useState<CouponFormValues>(emptyCouponForm);
  const [names, setNames] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [alert, setAlert] = useState<Alert>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const show = useCallback(
    (loaded: StudioCouponDetail) => {
      setDetail(loaded);
      setValues(couponFormOf(loaded.coupon));
      setNames(Object.fromEntries(loaded.programs.map((p) => [p.id, locale === 'ar' ? p.arTitle : p.enTitle])));
    },
    [locale],
  );
  const load = useCallback(async () => {
    if (!couponId) return;
    try {
      const { studioCoupon } = await request(studioCouponQuery, { couponId }, { locale });
      if (!studioCoupon.success || !studioCoupon.data) setRefusal(studioCoupon.code);
      else show(studioCoupon.data);
    } catch {
      setAlert({ tone: 'error', message: t('loadFailed') });
    }
  }, [couponId, locale, show, t]);
  useEffect(() => void load(), [load]);

  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const toggle = <T extends string>(list: T[], item: T, on: boolean) =>
    on ? [...list, item] : list.filter((x) => x !== item);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const unreadable = unreadableNumbers(values);
    if (unreadable.length > 0) {
      setErrors(Object.fromEntries(unreadable.map((key) => [key, t('notANumber')])));
      setAlert({ tone: 'error', message: t('fixFields') });
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const input = couponInputOf(values);
      const envelope = detail
        ? (
            await request(
              updateCouponMutation,
              { input: { ...input, couponId: detail.coupon.id, version: detail.coupon.version } },
              { locale },
            )
          ).updateCoupon
        : (await request(createCouponMutation, { input }, { locale })).createCoupon;
      if (envelope.success && envelope.data) {
        setErrors({});
        if (!detail) {
          router.push(`/studio/coupons/${envelope.data.coupon.id}`);
          return;
        }
        show(envelope.data);
        setAlert({ tone: 'success', message: envelope.message });
        return;
      }
      const { byField, other } = spreadFieldErrors(envelope.fieldErrors ?? [], formFields);
      setErrors(byField);
      setAlert({
        tone: 'error',
        message: [envelope.message, ...other].join(' '),
        conflict: envelope.code === 'VERSION_CONFLICT',
      });
    } catch {
      setAlert({ tone: 'error', message: t('saveFailed') });
    } finally {
      setBusy(false);
    }
  }

  async function switchActive() {
    if (!detail) return;
    setBusy(true);
    try {
      const { setCouponActive } = await request(
        setCouponActiveMutation,
        { input: { couponId: detail.coupon.id, version: detail.coupon.version, isActive: !detail.coupon.isActive } },
        { locale },
      );
      if (setCouponActive.success && setCouponActive.data) show(setCouponActive.data);
      setAlert({
        tone: setCouponActive.success ? 'success' : 'error',
        message: setCouponActive.message,
        conflict: setCouponActive.code === 'VERSION_CONFLICT',
      });
    } catch {
      setAlert({ tone: 'error', message: t('saveFailed') });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  if (refusal) return <StudioRefusal code={refusal} />;
  if (couponId && !detail) return <p className="text-fg-muted">{alert?.message ?? t('loadingOne')}</p>;
  const coupon = detail?.coupon;
  const when = (value: unknown) =>
    value ? `${formatLongDate(String(value), locale)} ${formatCairoTime(String(value), locale)}` : '—';
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      {coupon ? (
        <section aria-labelledby="coupon-facts" className="flex flex-col gap-3 rounded-card border border-line p-4">
          <h2 id="coupon-facts" className="text-lg font-bold text-fg">
            <bdi dir="ltr">{coupon.code}</bdi>
          </h2>
          <StudioFacts
            rows={[
              [t('status'), <CouponStatusBadge key="s" status={coupon.status} />],
              [t('discount'), valueOf(coupon)],
              [
                t('columns.uses'),
                <span key="u" data-testid="coupon-uses">
                  {formatNumber(coupon.uses, locale)}
                </span>,
              ],
              [
                t('columns.revenue'),
                <span key="r" data-testid="coupon-revenue">
                  {formatEgp(coupon.revenue, locale)}
                </span>,
              ],
              [t('created'), when(coupon.createdAt)],
              [t('updated'), when(coupon.updatedAt)],
            ]}
          />
          <p className="text-sm text-fg-muted">{t('usesNote')}</p>
          {confirming ? (
            <StudioConfirm
              question={coupon.isActive ? t('confirmDisable') : t('confirmEnable')}
              confirmLabel={coupon.isActive ? t('disable') : t('enable')}
              cancelLabel={t('cancel')}
              busy={busy}
              onConfirm={() => void switchActive()}
              onCancel={() => setConfirming(false)}
            />
          ) : (
            <div>
              <button type="button" className={buttonStyles.secondary} onClick={() => setConfirming(true)}>
                {coupon.isActive ? t('disableAsk') : t('enableAsk')}
              </button>
            </div>
          )}
        </section>
      ) : null}
      {alert ? (
        <FormAlert tone={alert.tone}>
          {alert.message}{' '}
          {alert.conflict ? (
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void load().then(() => setAlert(null))}
            >
              {t('reload')}
            </button>
          ) : null}
        </FormAlert>
      ) : null}
      <form onSubmit={save} noValidate className="flex flex-col gap-5" aria-label={t('formLabel')}>
        <TextField
          name="code"
          label={t('code')}
          hint={t('codeHint')}
          dir="ltr"
          autoComplete="off"
          value={values.code}
          error={errors.code}
          onChange={(e) => set('code', e.target.value)}
        />
        <ChoiceGroup legend={t('kind')} error={errors.kind}>
          <div className="flex flex-wrap gap-x-6">
            {(['PERCENTAGE', 'FIXED'] as const).map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="kind"
                  className="size-5"
                  checked={values.kind === kind}
                  onChange={() => set('kind', kind)}
                />
                {t(`kinds.${kind}`)}
              </label>
            ))}
          </div>
        </ChoiceGroup>
        <TextField
          name="value"
          label={values.kind === 'PERCENTAGE' ? t('percent') : t('amount')}
          inputMode="decimal"
          value={values.value}
          error={errors.value}
          onChange={(e) => set('value', e.target.value)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="validFrom"
            type="datetime-local"
            label={t('validFrom')}
            note={t('optional')}
            value={values.validFrom}
            error={errors.validFrom}
            onChange={(e) => set('validFrom', e.target.value)}
          />
          <TextField
            name="validTo"
            type="datetime-local"
            label={t('validTo')}
            note={t('optional')}
            value={values.validTo}
            error={errors.validTo}
            onChange={(e) => set('validTo', e.target.value)}
          />
        </div>
        <p className="-mt-3 text-sm text-fg-muted">{t('cairoNote')}</p>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            name="maxUses"
            label={t('maxUses')}
            hint={t('noLimitHint')}
            inputMode="numeric"
            value={values.maxUses}
            error={errors.maxUses}
            onChange={(e) => set('maxUses', e.target.value)}
          />
          <TextField
            name="maxUsesPerUser"
            label={t('maxUsesPerUser')}
            hint={t('noLimitHint')}
            inputMode="numeric"
            value={values.maxUsesPerUser}
            error={errors.maxUsesPerUser}
            onChange={(e) => set('maxUsesPerUser', e.target.value)}
          />
          <TextField
            name="minOrder"
            label={t('minOrder')}
            hint={t('minOrderHint')}
            inputMode="decimal"
            value={values.minOrder}
            error={errors.minOrder}
            onChange={(e) => set('minOrder', e.target.value)}
          />
        </div>
        <ChoiceGroup legend={t('scope')} error={errors.scope}>
          <div className="flex flex-wrap gap-x-6">
            {scopes.map((scope) => (
              <label key={scope} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="scope"
                  className="size-5"
                  checked={values.scope === scope}
                  onChange={() => set('scope', scope)}
                />
                {t(`scopes.${scope}`)}
              </label>
            ))}
          </div>
        </ChoiceGroup>
        {values.scope === 'CATEGORIES' ? (
          <ChoiceGroup legend={t('categories')} error={errors.categoryIds}>
            {categories.map((category) => (
              <Check
                key={category.id}
                label={<bdi>{category.name}</bdi>}
                checked={values.categoryIds.includes(category.id)}
                onChange={(on) => set('categoryIds', toggle(values.categoryIds, category.id, on))}
              />
            ))}
          </ChoiceGroup>
        ) : null}
        {values.scope === 'PROGRAMS' ? (
          <ProgramPicker
            chosen={values.programIds}
            names={names}
            error={errors.programIds}
            onChange={(ids, nextNames) => {
              set('programIds', ids);
              setNames(nextNames);
            }}
          />
        ) : null}
        {values.scope === 'PROGRAM_TYPES' ? (
          <ChoiceGroup legend={t('programTypes')} error={errors.programTypes}>
            {programTypes.map((type) => (
              <Check
                key={type}
                label={t(`types.${type}`)}
                checked={values.programTypes.includes(type)}
                onChange={(on) => set('programTypes', toggle(values.programTypes, type, on))}
              />
            ))}
          </ChoiceGroup>
        ) : null}
        <Check
          label={t('firstPurchaseOnly')}
          checked={values.firstPurchaseOnly}
          onChange={(on) => set('firstPurchaseOnly', on)}
        />
        <div className="sm:max-w-xs">
          <SubmitButton busy={busy} label={coupon ? t('save') : t('create')} busyLabel={t('saving')} />
        </div>
      </form>
    </div>
  );
}
